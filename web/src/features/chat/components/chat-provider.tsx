import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ChatRequestContext } from '@/data/chat-request.ts';
import { useAuthToken } from '@/lib/use-auth-token.ts';

// Its own chunk, loaded when a chat opens: the chat is not part of any page's first load.
const ChatBox = lazy(() => import('./chat-box.tsx').then((m) => ({ default: m.ChatBox })));

/** Holds the app's one floating chat box; the matches screens open it through useOpenChat(). */
export function ChatProvider({ children }: { children: ReactNode }) {
  const [matchId, setMatchId] = useState<number | null>(null);
  const signedIn = useAuthToken() !== null;
  return (
    <ChatRequestContext value={setMatchId}>
      {children}
      {/* A new match starts a fresh chat; signing out closes it. */}
      {matchId !== null && signedIn ? (
        <Suspense fallback={null}>
          <ChatBox key={matchId} matchId={matchId} onClose={() => setMatchId(null)} />
        </Suspense>
      ) : null}
    </ChatRequestContext>
  );
}
