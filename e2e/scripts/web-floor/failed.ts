/**
 * The attribute a floor page's failure message carries. Lighthouse gives the LCP element as its
 * opening tag only, without its text, so bench:web knows a floor that did not render by this.
 */
export const FLOOR_FAILED = 'data-floor-failed';
