import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { LEGAL_LINKS } from '@/lib/legal-links.ts';
import type { LinkItem } from './nav-items.ts';
import styles from './navigation.module.css';

/** Plain links as list items, all with the same class (burger menu and footer). */
export function LinkItems({ links, className }: { links: readonly LinkItem[]; className?: string }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link className={className} to={link.to}>
        {link.label}
      </Link>
    </li>
  ));
}

/** The legal documents as a list of links (burger menu and footer); the list's attributes pass through. */
export function LegalLinks(props: HTMLAttributes<HTMLUListElement>) {
  return (
    <ul {...props}>
      <LinkItems links={LEGAL_LINKS} className={styles.menuItem} />
    </ul>
  );
}
