import { paths } from './paths.ts';

/** The three legal documents, as the burger menu, the footer and the settings page link to them. */
export const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: paths.legal('privacy-policy') },
  { label: 'Terms of Service', to: paths.legal('terms-of-service') },
  { label: 'Cookies Policy', to: paths.legal('cookies-policy') },
] as const;
