import { sessionKeys } from './storage-keys.ts';

/** 000 §4: a ref code on a landing URL is kept in session storage and sent with registration. */
export function saveReferralCode(code: string): void {
  const trimmed = code.trim();
  if (trimmed) sessionStorage.setItem(sessionKeys.referralCode, trimmed);
}

export function getReferralCode(): string | null {
  return sessionStorage.getItem(sessionKeys.referralCode);
}

/** The join link: /register, carrying ?ref= when a referral code is known. */
export function registerPath(code: string | null): string {
  return code ? `/register?ref=${encodeURIComponent(code)}` : '/register';
}
