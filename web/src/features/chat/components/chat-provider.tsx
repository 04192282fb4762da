import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { ChatRequestContext } from '@/data/chat-request.ts';
import { useAuthToken } from '@/lib/use-auth-token.ts';
import styles from './chat-provider.module.css';

// Its own chunk, loaded when a chat opens: the chat is not part of any page's first load.
const ChatBox = lazy(() => import('./chat-box.tsx').then((m) => ({ default: m.ChatBox })));

/**
 * Holds the app's one chat box; the matches screens open it through useOpenChat(). While the box is
 * a phone's sheet over the whole screen, the page behind is inert: hidden from screen readers and
 * out of the Tab order, as it is out of sight.
 */
export function ChatProvider({ children }: { children: ReactNode }) {
  const [matchId, setMatchId] = useState<number | null>(null);
  const [covered, setCovered] = useState(false);
  const signedIn = useAuthToken() !== null;
  const request = useMemo(
    () => ({
      open: setMatchId,
      close: (closed: number) => setMatchId((current) => (current === closed ? null : current)),
    }),
    [],
  );
  const chatOpen = matchId !== null && signedIn;
  return (
    <ChatRequestContext value={request}>
      {/* Inert with the sheet only: the box's word that it no longer covers comes from its unmount's
          cleanup, which Preact runs a frame after the box is gone. */}
      <div className={styles.page} inert={chatOpen && covered}>
        {children}
      </div>
      {/* A new match starts a fresh chat; signing out closes it. */}
      {chatOpen ? (
        <Suspense fallback={null}>
          <ChatBox key={matchId} matchId={matchId} onClose={() => setMatchId(null)} onCover={setCovered} />
        </Suspense>
      ) : null}
    </ChatRequestContext>
  );
}
