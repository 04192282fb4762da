import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { useDismiss } from '@/lib/use-dismiss.ts';
import { LegalLinks, LinkItems } from './link-items.tsx';
import { INFO_LINKS } from './nav-items.ts';
import styles from './navigation.module.css';

/** The wide-screen footer of 001 §2.9: About, Tech Support, Contact and a Legal menu. */
export function SiteFooter() {
  const { pathname } = useLocation();
  const [legalOpen, setLegalOpen] = useState(false);
  const legalId = useId();
  const wrapRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setLegalOpen(false), []);
  useDismiss(legalOpen, wrapRef, buttonRef, close);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setLegalOpen(false), [pathname]);

  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label="Footer">
          <ul className={styles.footerLinks}>
            <LinkItems links={INFO_LINKS} className={styles.footerLink} />
            <li>
              {/* 001 §2.1: the contact form is told which page the visitor came from. */}
              <Link className={styles.footerLink} to={paths.contactFrom(pathname)}>
                Contact
              </Link>
            </li>
            <li className={styles.legalWrap} ref={wrapRef}>
              <button
                ref={buttonRef}
                type="button"
                className={styles.footerLink}
                aria-expanded={legalOpen}
                aria-controls={legalId}
                onClick={() => setLegalOpen((open) => !open)}
              >
                Legal <span aria-hidden="true">{legalOpen ? '▴' : '▾'}</span>
              </button>
              <LegalLinks id={legalId} className={styles.legalMenu} hidden={!legalOpen} />
            </li>
          </ul>
        </nav>
        <p className={styles.footerNote}>© {new Date().getFullYear()} Swapsies · Swap it, rehome it, donate it.</p>
      </div>
    </footer>
  );
}
