import { commonWords } from '@swapsies/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { Logo } from './logo.tsx';
import styles from './page-shell.module.css';

export interface PageShellProps {
  children: ReactNode;
  /**
   * The frame of a long form (registration): a wider card, kept at the top, that fills a phone's screen.
   * The form's own footer, inside the card, stands in for the site footer.
   */
  wide?: boolean;
}

/** The frame of the public pages (login, recovery, intro, registration): logo, one card, a quiet footer. */
export function PageShell({ children, wide = false }: PageShellProps) {
  return (
    <div className={wide ? `${styles.shell} ${styles.wide}` : styles.shell}>
      <header className={styles.header}>
        <Link to={paths.home} className={styles.home} aria-label={commonWords.homeLink}>
          <Logo />
        </Link>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <div className={styles.card}>{children}</div>
      </main>
      {wide ? null : <footer className={styles.footer}>{commonWords.copyright(new Date().getFullYear())}</footer>}
    </div>
  );
}
