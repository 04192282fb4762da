import { useNavigate } from 'react-router';
import { useCloseChat } from '@/data/chat-request.ts';
import { paths } from '@/lib/paths.ts';

/**
 * What follows blocking the partner, from the Block dialog or the report's "Also block": the match
 * has ended, so its chat closes and the page goes to the matches.
 */
export function useLeaveBlockedMatch(matchId: number): () => void {
  const navigate = useNavigate();
  const closeChat = useCloseChat();
  return () => {
    closeChat(matchId);
    // Replace: Back from the list must not reopen a match that has ended.
    navigate(paths.matches, { replace: true });
  };
}
