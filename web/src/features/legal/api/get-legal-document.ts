import { legalWords } from '@swapsies/contract';
import { queryOptions } from '@tanstack/react-query';
import type { LegalDocumentType } from '../lib/legal-documents.ts';

/**
 * The markdown of a legal document, a static file of the web app (GET /legal/{file}.md).
 * An HTML answer is the app's own page served for a missing file, not the document.
 */
async function getLegalDocument(type: LegalDocumentType, signal: AbortSignal): Promise<string> {
  const response = await fetch(`/legal/${type}.md`, { signal, headers: { Accept: 'text/markdown, text/plain' } });
  if (!response.ok || (response.headers.get('Content-Type') ?? '').includes('text/html')) {
    throw new Error(legalWords.loadFailed);
  }
  return response.text();
}

export const legalDocumentQueryOptions = (type: LegalDocumentType) =>
  queryOptions({
    queryKey: ['legal', type],
    queryFn: ({ signal }) => getLegalDocument(type, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // The service worker keeps the documents: asked for even offline, where it answers from its cache.
    networkMode: 'offlineFirst',
  });
