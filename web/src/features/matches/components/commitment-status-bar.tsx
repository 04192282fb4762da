import { COMMITMENT_CHECK_MS, type Commitment, matchMessages } from '@swapsies/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { MatchState } from '../lib/match-state.ts';
import styles from './commitment-status-bar.module.css';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export type CommitmentState = { kind: 'pending' } | { kind: 'accepted'; remainingMs: number } | { kind: 'expired' };

/** Where a commitment stands at `now`: an ExpiresAt in the past means it has expired, whether or not the server has swept it. */
export function commitmentState(commitment: Commitment, now: number): CommitmentState {
  if (commitment.ExpiresAt === null) return { kind: 'pending' };
  const remainingMs = Date.parse(commitment.ExpiresAt) - now;
  return remainingMs > 0 ? { kind: 'accepted', remainingMs } : { kind: 'expired' };
}

/** The countdown's words: whole hours and minutes left, or less than a minute. */
export function remainingText(remainingMs: number): string {
  if (remainingMs < MINUTE_MS) return matchMessages.commitmentLastMinute;
  return matchMessages.commitmentRemaining(
    Math.floor(remainingMs / HOUR_MS),
    Math.floor((remainingMs % HOUR_MS) / MINUTE_MS),
  );
}

/**
 * The time now, read again every COMMITMENT_CHECK_MS while `ticking`. The clock starts in the commit
 * that first shows the time left, not a frame later as a passive effect does under Preact.
 */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useLayoutEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), COMMITMENT_CHECK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

export interface CommitmentStatusBarProps {
  commitment: Commitment;
  /** True while a Clear is under way. */
  clearing: boolean;
  onClear: () => void;
  /** Called once when the countdown runs out on screen, so that the match is fetched again. */
  onExpire: () => void;
}

/**
 * The commitment status bar at the top of the match detail: a pending request, the time left of
 * an accepted commitment (checked every COMMITMENT_CHECK_MS), or an expired one with Clear.
 */
export function CommitmentStatusBar({ commitment, clearing, onClear, onExpire }: CommitmentStatusBarProps) {
  const now = useNow(commitment.ExpiresAt !== null);
  const state = commitmentState(commitment, now);
  const expired = state.kind === 'expired';
  const wasExpired = useRef(expired);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  useEffect(() => {
    if (expired && !wasExpired.current) onExpireRef.current();
    wasExpired.current = expired;
  }, [expired]);

  if (state.kind === 'pending') {
    return (
      <output className={styles.bar}>
        <span className={styles.text}>{matchMessages.commitmentPending}</span>
      </output>
    );
  }
  if (state.kind === 'accepted') {
    return (
      <output className={`${styles.bar} ${styles.accepted}`}>
        <span className={styles.text}>{remainingText(state.remainingMs)}</span>
      </output>
    );
  }
  return (
    <output className={`${styles.bar} ${styles.expired}`}>
      <span className={styles.text}>{matchMessages.commitmentExpired}</span>
      <Button size="small" variant="secondary" onClick={onClear} disabled={clearing}>
        {matchMessages.clear}
      </Button>
    </output>
  );
}

/**
 * The exchange under way, above the match: the partner's confirmation waiting for the viewer's, or
 * the viewer's waiting for the partner's. Nothing while no one has confirmed.
 */
export function ExchangeStatusBar({ state, partnerName }: { state: MatchState; partnerName: string }) {
  if (state.kind === 'partner-confirmed')
    return (
      <output className={`${styles.bar} ${styles.expired}`}>
        <span className={styles.text}>{matchMessages.partnerConfirmed(partnerName)}</span>
      </output>
    );
  if (state.kind === 'i-confirmed')
    return (
      <output className={styles.bar}>
        <span className={styles.text}>{matchMessages.statePartnerToConfirm(partnerName)}</span>
      </output>
    );
  return null;
}
