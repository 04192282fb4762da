import { FRIENDS_TOAST_MS, friendMessages } from '@swapsies/contract';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast.tsx';
import { inviteLinkOrNull } from '../lib/invite-link.ts';

/** How long the search button reads 'Link Copied!' after a copy. */
export const LINK_COPIED_MS = 2000;

/**
 * Copies the member's invite link (which needs a username), signed with the dashboard's
 * InviteSignature, and remembers the copy for a moment.
 */
export function useInviteCopy(username: string | undefined, signature: string | undefined) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const link = inviteLinkOrNull(username ?? '', signature ?? '');
    if (!link) {
      toast.error(friendMessages.inviteNoUsername, { duration: FRIENDS_TOAST_MS });
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      toast.error(friendMessages.inviteLinkFailed, { duration: FRIENDS_TOAST_MS });
      return;
    }
    toast.success(friendMessages.inviteLinkCopied, { duration: FRIENDS_TOAST_MS });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), LINK_COPIED_MS);
  };

  return { copied, copy };
}
