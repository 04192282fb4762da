import {
  type Handover,
  HandoverOutcome,
  handoverWhen,
  matchMessages,
  outcomeAnswered,
  outcomeWords,
} from '@swapsies/contract';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { useReportOutcome } from '../api/after-handover.ts';
import styles from './handover-card.module.css';

/** The longest a timer can wait (about 24.8 days); a handover is at most 14 days ahead. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Whether a time has passed, turning true by itself when it comes while the page is open. */
function usePassed(iso: string): boolean {
  const at = Date.parse(iso);
  const [passed, setPassed] = useState(() => Date.now() >= at);
  useEffect(() => {
    const wait = at - Date.now();
    setPassed(wait <= 0);
    if (wait <= 0 || wait > MAX_TIMEOUT_MS) return;
    const timer = setTimeout(() => setPassed(true), wait);
    return () => clearTimeout(timer);
  }, [at]);
  return passed;
}

export interface OutcomeCardProps {
  matchId: number;
  /** The match's agreed handover (outcomeAskable). */
  handover: Handover;
  /** The partner's first name. */
  partnerName: string;
  /** "Yes" leads into the exchange confirmation, where the viewer has one to give; null where not. */
  onHappened: (() => void) | null;
  /** "We rearranged" opens a new proposal. */
  onRearranged: () => void;
}

const ORDER = [HandoverOutcome.Happened, HandoverOutcome.NoShow, HandoverOutcome.Rearranged] as const;

/**
 * "Did the swap happen?" (issue 27), beside the Handover card once the agreed time has passed: Yes
 * (then the exchange confirmation), They didn't show, or We rearranged (then a new proposal). Once
 * answered it says what the viewer answered; the partner's answer is never shown.
 */
export function OutcomeCard({ matchId, handover, partnerName, onHappened, onRearranged }: OutcomeCardProps) {
  const headingId = useId();
  const passed = usePassed(handover.At);
  const reporting = useReportOutcome();
  const toast = useToast();
  const offline = useOfflineAction();
  if (!passed) return null;

  const answer = (outcome: HandoverOutcome) => {
    if (reporting.isPending) return;
    reporting.mutate(
      { matchId, outcome },
      {
        onSuccess: () => {
          if (outcome === HandoverOutcome.Happened) onHappened?.();
          if (outcome === HandoverOutcome.Rearranged) onRearranged();
        },
        onError: (failure) =>
          toast.error(describeError(failure, { otherwise: matchMessages.genericRetry, catalogueFirst: true }), {
            title: outcomeWords.failed,
          }),
      },
    );
  };
  const busyWith = reporting.isPending ? reporting.variables?.outcome : null;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {outcomeWords.title}
      </h2>
      {handover.Outcome ? (
        <p className={styles.status}>{outcomeAnswered(handover.Outcome, partnerName)}</p>
      ) : (
        <>
          <p className={styles.line}>{outcomeWords.asked(handoverWhen(handover.At), handover.Place)}</p>
          {/* biome-ignore lint/a11y/useSemanticElements: three answers as buttons, not form fields */}
          <div className={styles.actions} role="group" aria-labelledby={headingId}>
            {ORDER.map((outcome) => (
              <Button
                key={outcome}
                variant={outcome === HandoverOutcome.Happened ? 'primary' : 'secondary'}
                disabled={reporting.isPending || offline.offline}
                aria-describedby={offline.describedBy()}
                onClick={() => answer(outcome)}
              >
                {busyWith === outcome ? outcomeWords.working : outcomeWords.answers[outcome]}
              </Button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
