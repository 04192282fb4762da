import { type ReactNode, useState } from 'react';
import { ChatRequestContext } from '@/lib/chat-request.ts';
import { useAuthToken } from '@/lib/use-auth-token.ts';
import { ChatBox } from './chat-box.tsx';

/** Holds the app's one floating chat box; the matches screens open it through useOpenChat(). */
export function ChatProvider({ children }: { children: ReactNode }) {
  const [matchId, setMatchId] = useState<number | null>(null);
  const signedIn = useAuthToken() !== null;
  return (
    <ChatRequestContext value={setMatchId}>
      {children}
      {/* A new match starts a fresh chat; signing out closes it. */}
      {matchId !== null && signedIn ? (
        <ChatBox key={matchId} matchId={matchId} onClose={() => setMatchId(null)} />
      ) : null}
    </ChatRequestContext>
  );
}
