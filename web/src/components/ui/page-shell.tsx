import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { Logo } from './logo.tsx';
import styles from './page-shell.module.css';

/** The frame of the small public pages (login, recovery, intro): logo, one card, a quiet footer. */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to={paths.home} className={styles.home} aria-label="Swapsies home">
          <Logo />
        </Link>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <div className={styles.card}>{children}</div>
      </main>
      <footer className={styles.footer}>© {new Date().getFullYear()} Swapsies · Swap it, rehome it, donate it.</footer>
    </div>
  );
}
