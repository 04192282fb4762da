import { paths } from '@/lib/paths.ts';

/** The legal documents of /legal/{documentType}. */
export const LEGAL_DOCUMENTS = {
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Service',
  'cookies-policy': 'Cookies Policy',
} as const;

export type LegalDocumentType = keyof typeof LEGAL_DOCUMENTS;

export function isLegalDocumentType(value: string | undefined): value is LegalDocumentType {
  return value !== undefined && Object.hasOwn(LEGAL_DOCUMENTS, value);
}

export const legalDocumentTypes: readonly LegalDocumentType[] =
  Object.keys(LEGAL_DOCUMENTS).filter(isLegalDocumentType);

export function legalPath(type: LegalDocumentType): string {
  return paths.legal(type);
}

/** What the legal page says when a document cannot be shown. */
export const legalMessages = {
  loadFailed: 'Unable to load this document. Please try again later.',
  noDocument: 'No document specified',
} as const;
