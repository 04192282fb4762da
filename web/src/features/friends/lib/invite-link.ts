import { friendMessages, inviteCode } from '@swapsies/contract';

/**
 * The personal invite link (the referral code): the landing page with ?ref= holding the
 * base64 of the inviter's username, and &sig= the signature the dashboard hands the member
 * (InviteSignature). The landing page keeps both and registration sends them: a signed link makes
 * the newcomer and the inviter friends at once, where a bare code only sends a friend request.
 *
 * A link without a username would invite nobody, so a blank username throws an Error whose message
 * is friendMessages.inviteNoUsername, ready to show as it is.
 */
export function inviteLink(username: string, signature: string, origin: string = window.location.origin): string {
  const handle = username.trim();
  if (!handle) throw new Error(friendMessages.inviteNoUsername);
  const sig = signature ? `&sig=${encodeURIComponent(signature)}` : '';
  return `${origin}/welcome?ref=${encodeURIComponent(inviteCode(handle))}${sig}`;
}

/** The same link, or null when there is no username (for screens that show a message instead). */
export function inviteLinkOrNull(
  username: string,
  signature: string,
  origin: string = window.location.origin,
): string | null {
  return username.trim() ? inviteLink(username, signature, origin) : null;
}
