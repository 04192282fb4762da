import { createContext, useContext } from 'react';

/** Opens the floating chat box of a match. */
export type OpenChat = (matchId: number) => void;

/**
 * How the matches screens open a chat. The chat box lives in features/chat and the app mounts its
 * provider (app/providers.tsx): features never import each other, so they meet here, as reports do.
 */
export const ChatRequestContext = createContext<OpenChat | null>(null);

export function useOpenChat(): OpenChat {
  const open = useContext(ChatRequestContext);
  if (!open) throw new Error('useOpenChat needs the ChatProvider of app/providers.tsx around it');
  return open;
}
