import { legalWords } from '@swapsies/contract';
import { paths } from '@/lib/paths.ts';

/** The legal documents of /legal/{documentType}, by their names. */
export const LEGAL_DOCUMENTS = legalWords.documents;

export type LegalDocumentType = keyof typeof LEGAL_DOCUMENTS;

export function isLegalDocumentType(value: string | undefined): value is LegalDocumentType {
  return value !== undefined && Object.hasOwn(LEGAL_DOCUMENTS, value);
}

export const legalDocumentTypes: readonly LegalDocumentType[] =
  Object.keys(LEGAL_DOCUMENTS).filter(isLegalDocumentType);

export function legalPath(type: LegalDocumentType): string {
  return paths.legal(type);
}
