import { feedMessages } from '@swapsies/contract';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Illustration } from '../../../components/ui/illustration.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import styles from './feed-page.module.css';

export interface MatchModalProps {
  matchId: number;
  /** The like added items to a match the two members already had. */
  existing: boolean;
  /** Keep Seeking, Seek More, Escape, × and a click outside all close it. */
  onClose: () => void;
  /** Called before View Match or See Match leaves for the match. */
  onView?: () => void;
}

/** "It's a match!" (Keep Seeking / View Match) or "Items added to existing match" (Seek More / See Match), 001 §2.2. */
export function MatchModal({ matchId, existing, onClose, onView }: MatchModalProps) {
  const navigate = useNavigate();
  const copy = existing
    ? { title: feedMessages.existingMatchTitle, stay: feedMessages.seekMore, go: feedMessages.seeMatch }
    : { title: feedMessages.matchTitle, stay: feedMessages.keepSeeking, go: feedMessages.viewMatch };

  return (
    <Modal
      open
      size="small"
      onClose={onClose}
      title={copy.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {copy.stay}
          </Button>
          <Button
            onClick={() => {
              onView?.();
              navigate(`/matches/${matchId}`);
            }}
          >
            {copy.go}
          </Button>
        </>
      }
    >
      <div className={styles.celebration}>
        <span className={styles.celebrationArt} aria-hidden="true">
          <Illustration name={existing ? 'check' : 'sparkles'} size={40} />
        </span>
        {existing ? null : <p className={styles.points}>{feedMessages.tenPoints}</p>}
        <p>{existing ? feedMessages.existingMatchText : feedMessages.matchText}</p>
      </div>
    </Modal>
  );
}
