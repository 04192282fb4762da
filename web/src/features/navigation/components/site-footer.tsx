import { commonWords, navigationWords } from '@swapsies/contract';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { usePopover } from '@/lib/use-popover.ts';
import { LegalLinks, LinkItems } from './link-items.tsx';
import { INFO_LINKS } from './nav-items.ts';
import styles from './navigation.module.css';

/** The wide-screen footer of signed-in pages: About, Tech Support, Contact and a Legal menu. */
export function SiteFooter() {
  const { pathname } = useLocation();
  const legal = usePopover<HTMLLIElement>();

  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label={navigationWords.footer}>
          <ul className={styles.footerLinks}>
            <LinkItems links={INFO_LINKS} className={styles.footerLink} />
            <li>
              {/* The contact form is told which page the visitor came from. */}
              <Link className={styles.footerLink} to={paths.contactFrom(pathname)}>
                {navigationWords.contact}
              </Link>
            </li>
            <li className={styles.legalWrap} ref={legal.wrapRef}>
              <button {...legal.buttonProps} className={styles.footerLink}>
                {navigationWords.legal} <span aria-hidden="true">{legal.open ? '▴' : '▾'}</span>
              </button>
              <LegalLinks id={legal.id} className={styles.legalMenu} hidden={!legal.open} />
            </li>
          </ul>
        </nav>
        <p className={styles.footerNote}>{commonWords.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
