import { paths } from '@/lib/paths.ts';

/** The legal documents of /legal/{documentType} (000 §2, 001 §2.8, product-decisions §11). */
export const LEGAL_DOCUMENTS = {
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Service',
  'cookies-policy': 'Cookies Policy',
} as const;

export type LegalDocumentType = keyof typeof LEGAL_DOCUMENTS;

export const legalDocumentTypes = Object.keys(LEGAL_DOCUMENTS) as LegalDocumentType[];

export function isLegalDocumentType(value: string | undefined): value is LegalDocumentType {
  return value !== undefined && Object.hasOwn(LEGAL_DOCUMENTS, value);
}

export function legalPath(type: LegalDocumentType): string {
  return paths.legal(type);
}

/** 001 §8. */
export const legalMessages = {
  loadFailed: 'Unable to load this document. Please try again later.',
  noDocument: 'No document specified',
} as const;
