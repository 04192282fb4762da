import { type Match, MatchType, matchMessages, type UserItem } from '@swapsies/contract';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { paths } from '@/lib/paths.ts';
import { useConfirmExchange, useUnconfirmExchange } from '../api/confirm-exchange.ts';
import { useItemSelection } from '../hooks/use-item-selection.ts';
import { matchView } from '../lib/match-view.ts';
import shared from './offer-more-modal.module.css';
import own from './swapped-modal.module.css';

const styles = { ...shared, ...own };

export interface SwappedModalProps {
  match: Match;
  viewerId: number;
  /** The partner's first name. */
  partnerName: string;
  open: boolean;
  onClose: () => void;
}

interface Variant {
  text: string;
  /** The items the viewer ticks; empty when there is nothing to choose. */
  choices: UserItem[];
  /** Items sent whatever is ticked (the charity confirms receipt of every item). */
  fixed: number[];
  /** Items shown without a tick box (what the charity received). */
  listed?: UserItem[];
  /** Whether the confirmation may name no item (pint and charity matches). */
  mayNameNone: boolean;
  /** The pint buyer, whose side is the pint: nothing to tick. */
  pintBuyer?: boolean;
}

/**
 * What the viewer confirms with, by the stand-in rule: the pint buyer confirms with an empty list, the
 * charity with every item of the match; the item owner (pint recipient, donor) ticks what they gave,
 * and in a swap either member ticks the items of both sides that changed hands.
 */
function variantOf(match: Match, viewerId: number, partnerName: string): Variant {
  const { myItems, partnerItems, standInSide } = matchView(match, viewerId);
  const all = [...myItems, ...partnerItems];
  if (match.Type === MatchType.Pint && standInSide === 'mine')
    return {
      text: matchMessages.pintBuyerConfirm(partnerName),
      choices: [],
      fixed: [],
      mayNameNone: true,
      pintBuyer: true,
    };
  if (match.Type === MatchType.Charity && standInSide === 'mine')
    return {
      text: matchMessages.charityConfirm(partnerName),
      choices: [],
      fixed: all.map((item) => item.ID),
      listed: all,
      mayNameNone: true,
    };
  if (match.Type === MatchType.Pint)
    return { text: matchMessages.pintRecipientConfirm(partnerName), choices: myItems, fixed: [], mayNameNone: true };
  if (match.Type === MatchType.Charity)
    return { text: matchMessages.donorConfirm(partnerName), choices: myItems, fixed: [], mayNameNone: true };
  return { text: matchMessages.confirmText, choices: all, fixed: [], mayNameNone: false };
}

/** A refusal (title and the server's words) or a check of the form (text alone). */
interface Problem {
  title?: string;
  text: string;
}

function ProblemAlert({ problem }: { problem: Problem }) {
  return (
    <Alert tone="error">
      {problem.title ? (
        <>
          <strong>{problem.title}</strong>
          <br />
        </>
      ) : null}
      {problem.text}
    </Alert>
  );
}

function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

type Stage = 'completed' | 'waiting' | 'empty' | 'choosing';

/** The confirmation's state and its two calls: confirm (with the ticked items) and withdraw. */
function useSwapConfirmation(match: Match, viewerId: number, variant: Variant) {
  const confirming = useConfirmExchange();
  const unconfirming = useUnconfirmExchange();
  const [error, setError] = useState<Problem | null>(null);
  const selection = useItemSelection(() => setError(null));
  const [completed, setCompleted] = useState(false);
  const [waitingUntil, setWaitingUntil] = useState<string | null>(null);
  const busy = confirming.isPending || unconfirming.isPending;
  const exchange = match.Exchange;
  const mine = exchange?.ConfirmedBy === viewerId ? exchange.ExpiresAt : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!variant.mayNameNone && selection.selected.size === 0) {
      setError({ text: matchMessages.confirmNone });
      return;
    }
    setError(null);
    confirming.mutate(
      { matchId: match.ID, itemIds: [...variant.fixed, ...selection.selected] },
      {
        onSuccess: (answer) => {
          if (answer.Completed) setCompleted(true);
          else setWaitingUntil(answer.ExpiresAt);
        },
        onError: (failure) => setError({ title: matchMessages.confirmFailed, text: describeError(failure) }),
      },
    );
  };

  const withdraw = () => {
    if (busy) return;
    setError(null);
    unconfirming.mutate(match.ID, {
      onSuccess: () => setWaitingUntil(null),
      onError: (failure) => setError({ title: matchMessages.unconfirmFailed, text: describeError(failure) }),
    });
  };

  const reset = () => {
    selection.clear();
    setError(null);
  };

  return {
    selection,
    error,
    completed,
    until: waitingUntil ?? mine,
    busy,
    confirmingNow: confirming.isPending,
    submit,
    withdraw,
    reset,
  };
}

type SwapConfirmation = ReturnType<typeof useSwapConfirmation>;

/** The form of the 'choosing' stage: what the confirmation means, and the items to tick. */
function SwappedForm({
  formId,
  match,
  viewerId,
  partnerName,
  variant,
  swap,
}: Omit<SwappedModalProps, 'open' | 'onClose'> & { formId: string; variant: Variant; swap: SwapConfirmation }) {
  const { selected, toggle, toggleAll } = swap.selection;
  const choiceIds = variant.choices.map((item) => item.ID);
  const allSelected = choiceIds.every((id) => selected.has(id));
  const partnerFirst = match.Exchange && match.Exchange.ConfirmedBy !== viewerId;
  return (
    <form id={formId} onSubmit={swap.submit} noValidate>
      <p className={styles.note}>
        {partnerFirst ? matchMessages.partnerConfirmed(partnerName) : matchMessages.confirmWindow(partnerName)}
      </p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.note}>{variant.text}</legend>
        {variant.choices.length > 1 ? (
          <label className={styles.all}>
            <input type="checkbox" checked={allSelected} onChange={() => toggleAll(choiceIds)} />
            {matchMessages.selectAll}
          </label>
        ) : null}
        {variant.choices.length > 0 ? (
          <ul className={styles.list}>
            {variant.choices.map((item) => (
              <li key={item.ID}>
                <label className={styles.choice}>
                  <input type="checkbox" checked={selected.has(item.ID)} onChange={() => toggle(item.ID)} />
                  {item.Name}
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        {variant.listed?.length ? (
          <ul className={styles.list}>
            {variant.listed.map((item) => (
              <li key={item.ID}>{item.Name}</li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      {swap.error ? <ProblemAlert problem={swap.error} /> : null}
    </form>
  );
}

/** The buttons of each stage. */
function SwappedFooter({
  stage,
  formId,
  swap,
  onClose,
  onGoToMatches,
}: {
  stage: Stage;
  formId: string;
  swap: SwapConfirmation;
  onClose: () => void;
  onGoToMatches: () => void;
}) {
  const offline = useOfflineAction();
  if (stage === 'completed') return <Button onClick={onGoToMatches}>{matchMessages.goToMatches}</Button>;
  const cancel = (
    <Button variant="secondary" onClick={onClose} disabled={stage !== 'empty' && swap.busy}>
      {matchMessages.cancel}
    </Button>
  );
  if (stage === 'empty') return cancel;
  return (
    <>
      {cancel}
      {stage === 'waiting' ? (
        <Button
          variant="danger"
          onClick={swap.withdraw}
          disabled={swap.busy || offline.offline}
          aria-describedby={offline.describedBy()}
        >
          {matchMessages.unconfirm}
        </Button>
      ) : (
        <Button
          type="submit"
          form={formId}
          disabled={swap.busy || offline.offline}
          aria-describedby={offline.describedBy()}
        >
          {swap.confirmingNow ? matchMessages.confirming : matchMessages.confirm}
        </Button>
      )}
    </>
  );
}

/**
 * 'Swapped?': the viewer confirms that the exchange happened. The first confirmation gives the partner
 * 1 hour (and may be withdrawn meanwhile); the second completes the exchange and shows the success panel.
 */
export function SwappedModal({ match, viewerId, partnerName, open, onClose }: SwappedModalProps) {
  const formId = useId();
  const navigate = useNavigate();
  const variant = variantOf(match, viewerId, partnerName);
  const swap = useSwapConfirmation(match, viewerId, variant);
  const { until } = swap;

  const goToMatches = () => navigate(paths.matches, { replace: true });
  const close = () => {
    if (swap.completed) {
      goToMatches();
      return;
    }
    swap.reset();
    onClose();
  };

  // Only the pint buyer confirms with nothing to name; anyone else with no items has nothing to confirm.
  const empty = !variant.pintBuyer && variant.choices.length === 0 && variant.fixed.length === 0;
  let stage: Stage = 'choosing';
  if (swap.completed) stage = 'completed';
  else if (until) stage = 'waiting';
  else if (empty) stage = 'empty';

  return (
    <Modal
      open={open}
      onClose={close}
      title={matchMessages.swappedTitle}
      dismissible={!swap.busy}
      footer={<SwappedFooter stage={stage} formId={formId} swap={swap} onClose={close} onGoToMatches={goToMatches} />}
    >
      {stage === 'completed' ? <p className={styles.success}>{matchMessages.confirmSuccess}</p> : null}
      {stage === 'waiting' && until ? (
        <p className={styles.note}>{matchMessages.awaitingPartner(partnerName, clockTime(until))}</p>
      ) : null}
      {stage === 'empty' ? <p className={styles.note}>{matchMessages.confirmNoItems}</p> : null}
      {stage === 'choosing' ? (
        <SwappedForm
          formId={formId}
          match={match}
          viewerId={viewerId}
          partnerName={partnerName}
          variant={variant}
          swap={swap}
        />
      ) : null}
      {until && swap.error ? <ProblemAlert problem={swap.error} /> : null}
    </Modal>
  );
}
