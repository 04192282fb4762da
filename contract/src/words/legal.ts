/** The legal area's words: the legal documents' names, their viewer and the legal notice bar. */

export const legalWords = {
  /** The documents of /legal/{documentType}, by type. */
  documents: {
    'privacy-policy': 'Privacy Policy',
    'terms-of-service': 'Terms of Service',
    'cookies-policy': 'Cookies Policy',
  },
  loadFailed: 'Unable to load this document. Please try again later.',
  noDocument: 'No document specified',
  loading: (document: string) => `Loading the ${document}`,
  tryAgain: 'Try again',
  legalDocuments: 'Legal documents',
  noticeLabel: 'Privacy notice',
  /** The notice bar's sentence, around its two links. */
  noticeText:
    'Swapsies uses no cookies and no tracking. The app keeps only what it needs to work in your browser. See our',
  and: 'and',
  ok: 'OK',
} as const;
