import { sessionKeys } from './storage-keys.ts';

/** Only same-site paths may be remembered: never a protocol-relative or absolute address. */
function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Remember the path (with its search) a signed-out visitor wanted. */
export function rememberRedirectAfterLogin(path: string): void {
  if (isSafePath(path)) sessionStorage.setItem(sessionKeys.redirectAfterLogin, path);
}

/** The remembered path, removed as it is read; null when none (or an unsafe one) was stored. */
export function takeRedirectAfterLogin(): string | null {
  const path = sessionStorage.getItem(sessionKeys.redirectAfterLogin);
  sessionStorage.removeItem(sessionKeys.redirectAfterLogin);
  return path && isSafePath(path) ? path : null;
}
