import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDashboard } from '@/data/dashboard.ts';
import { matchQueryOptions } from '@/data/matches.ts';
import styles from './chat-box.module.css';
import { ChatPanel } from './chat-panel.tsx';

export interface ChatBoxProps {
  matchId: number;
  onClose: () => void;
}

/** The floating chat of one match, bottom-right over any screen; minimised it keeps only its header. */
export function ChatBox({ matchId, onClose }: ChatBoxProps) {
  const [minimised, setMinimised] = useState(false);
  const match = useQuery(matchQueryOptions(matchId)).data?.Match;
  const viewer = useDashboard().data?.User;
  if (!match || !viewer) return null;
  return (
    <div className={styles.box}>
      <ChatPanel match={match} viewerId={viewer.ID} minimised={minimised} onMinimise={setMinimised} onClose={onClose} />
    </div>
  );
}
