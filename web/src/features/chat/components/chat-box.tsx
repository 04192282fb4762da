import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDashboard } from '@/data/dashboard.ts';
import { matchQueryOptions } from '@/data/matches.ts';
import { lockPageScroll } from '@/lib/lock-page-scroll.ts';
import { useIsMobile } from '@/lib/use-media-query.ts';
import { useVisualViewport } from '@/lib/use-visual-viewport.ts';
import styles from './chat-box.module.css';
import { ChatPanel } from './chat-panel.tsx';

export interface ChatBoxProps {
  matchId: number;
  onClose: () => void;
  /** Told whether the chat covers the page (a phone's sheet), so that the page behind is made inert. */
  onCover: (covers: boolean) => void;
}

/** While the sheet covers the page, the page behind neither scrolls nor takes focus. */
function useCoverPage(covers: boolean, onCover: (covers: boolean) => void) {
  useEffect(() => {
    if (!covers) return;
    onCover(true);
    const unlockScroll = lockPageScroll();
    return () => {
      onCover(false);
      unlockScroll();
    };
  }, [covers, onCover]);
}

/**
 * The chat of one match. On a desktop it floats bottom-right over any screen; on a phone it is a
 * sheet the height of what the on-screen keyboard leaves of the screen. Minimised, either keeps
 * only its header, docked at the bottom.
 */
export function ChatBox({ matchId, onClose, onCover }: ChatBoxProps) {
  const [minimised, setMinimised] = useState(false);
  const phone = useIsMobile();
  const match = useQuery(matchQueryOptions(matchId)).data?.Match;
  const viewer = useDashboard().data?.User;
  const sheet = phone && !minimised && Boolean(match && viewer);
  const visible = useVisualViewport(sheet);
  useCoverPage(sheet, onCover);

  if (!match || !viewer) return null;
  return (
    <div
      className={sheet ? styles.sheet : styles.box}
      data-layout={sheet ? 'sheet' : 'panel'}
      style={visible ? { top: visible.top, height: visible.height } : undefined}
    >
      <ChatPanel
        match={match}
        viewerId={viewer.ID}
        minimised={minimised}
        onMinimise={setMinimised}
        onClose={onClose}
        sheet={sheet}
      />
    </div>
  );
}
