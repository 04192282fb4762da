import { createContext, useContext } from 'react';

/** Opens the floating chat box of a match. */
export type OpenChat = (matchId: number) => void;

/** Closes the chat box if it holds this match (a match the member has just left by blocking). */
export type CloseChat = (matchId: number) => void;

export interface ChatRequest {
  open: OpenChat;
  close: CloseChat;
}

/**
 * How the matches screens open a chat. The chat box lives in features/chat and the app mounts its
 * provider (app/providers.tsx): features never import each other, so they meet here, as reports do.
 */
export const ChatRequestContext = createContext<ChatRequest | null>(null);

function useChatRequest(): ChatRequest {
  const request = useContext(ChatRequestContext);
  if (!request) throw new Error('useOpenChat needs the ChatProvider of app/providers.tsx around it');
  return request;
}

export function useOpenChat(): OpenChat {
  return useChatRequest().open;
}

export function useCloseChat(): CloseChat {
  return useChatRequest().close;
}
