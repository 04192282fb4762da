import { navigationWords } from '@swapsies/contract';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '@/lib/paths.ts';
import styles from './error-page.module.css';

function describe(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`.trim() };
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  return { message: navigationWords.unknownError };
}

/** The router's fallback: the words are React Router's own; the stack only in development. */
export function ErrorPage() {
  const error = useRouteError();
  const { message, stack } = describe(error);
  return (
    <main id="main-content" tabIndex={-1} className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{navigationWords.errorTitle}</h1>
        <p className={styles.message}>{message}</p>
        {import.meta.env.DEV && stack ? <pre className={styles.stack}>{stack}</pre> : null}
        {/* A full page load, in case the app's own state is what broke. */}
        <a className={styles.home} href={paths.home}>
          {navigationWords.backHome}
        </a>
      </div>
    </main>
  );
}
