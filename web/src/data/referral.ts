import { paths } from '@/lib/paths.ts';
import { sessionKeys } from '@/lib/storage-keys.ts';

/**
 * A ref code on a landing URL is kept in session storage and sent with registration. The
 * app's own invite links also carry `sig`, the inviter's signature (ours): it is kept with its code
 * and sent beside it, so that the invite makes friends at once rather than asking.
 */
export interface Referral {
  code: string;
  signature: string | null;
}

/**
 * Keeps a referral for the session. A code that comes again without its signature (a link made
 * from the bare code, such as the intro screen's) keeps the signature stored with it.
 */
export function saveReferral(code: string, signature?: string | null): void {
  const trimmed = code.trim();
  if (!trimmed) return;
  const kept =
    sessionStorage.getItem(sessionKeys.referralCode) === trimmed
      ? sessionStorage.getItem(sessionKeys.referralSignature)
      : null;
  const sig = signature?.trim() || kept;
  sessionStorage.setItem(sessionKeys.referralCode, trimmed);
  if (sig) sessionStorage.setItem(sessionKeys.referralSignature, sig);
  else sessionStorage.removeItem(sessionKeys.referralSignature);
}

export function getReferral(): Referral | null {
  const code = sessionStorage.getItem(sessionKeys.referralCode);
  return code ? { code, signature: sessionStorage.getItem(sessionKeys.referralSignature) } : null;
}

export function clearReferral(): void {
  sessionStorage.removeItem(sessionKeys.referralCode);
  sessionStorage.removeItem(sessionKeys.referralSignature);
}

/** The query of POST /register for a referral: `ref`, and `sig` when the invite was signed. */
export function referralQuery(referral: Referral | null): Record<string, string> | undefined {
  if (!referral) return undefined;
  return referral.signature ? { ref: referral.code, sig: referral.signature } : { ref: referral.code };
}

/** The join link: /register, carrying ?ref= (and &sig=) when a referral is known. */
export function registerPath(referral: Referral | null): string {
  const query = referralQuery(referral);
  return query ? `${paths.register}?${new URLSearchParams(query)}` : paths.register;
}
