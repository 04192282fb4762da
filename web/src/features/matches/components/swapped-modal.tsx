import { type Match, MatchType, matchMessages, type UserItem } from '@swapsies/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useConfirmExchange, useUnconfirmExchange } from '@/features/matches/api/confirm-exchange.ts';
import { matchView } from '@/features/matches/lib/match-view.ts';
import { describeError } from '@/lib/describe-error.ts';
import { paths } from '@/lib/paths.ts';
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

/** The set with itemId added, or taken out when it was in. */
function toggled(current: ReadonlySet<number>, itemId: number): ReadonlySet<number> {
  return current.has(itemId) ? new Set([...current].filter((id) => id !== itemId)) : new Set([...current, itemId]);
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

/**
 * 'Swapped?': the viewer confirms that the exchange happened. The first confirmation gives the partner
 * 1 hour (and may be withdrawn meanwhile); the second completes the exchange and shows the success panel.
 */
export function SwappedModal({ match, viewerId, partnerName, open, onClose }: SwappedModalProps) {
  const formId = useId();
  const navigate = useNavigate();
  const confirming = useConfirmExchange();
  const unconfirming = useUnconfirmExchange();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<Problem | null>(null);
  const [completed, setCompleted] = useState(false);
  const [waitingUntil, setWaitingUntil] = useState<string | null>(null);
  const variant = variantOf(match, viewerId, partnerName);
  const busy = confirming.isPending || unconfirming.isPending;
  const exchange = match.Exchange;
  const mine = exchange?.ConfirmedBy === viewerId ? exchange.ExpiresAt : null;
  const until = waitingUntil ?? mine;

  const goToMatches = () => navigate(paths.matches, { replace: true });
  const close = () => {
    if (completed) {
      goToMatches();
      return;
    }
    setSelected(new Set());
    setError(null);
    onClose();
  };

  const toggle = (itemId: number) => {
    setError(null);
    setSelected((current) => toggled(current, itemId));
  };
  const allSelected = variant.choices.every((item) => selected.has(item.ID));
  const toggleAll = () => {
    setError(null);
    setSelected(allSelected ? new Set() : new Set(variant.choices.map((item) => item.ID)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!variant.mayNameNone && selected.size === 0) {
      setError({ text: matchMessages.confirmNone });
      return;
    }
    setError(null);
    confirming.mutate(
      { matchId: match.ID, itemIds: [...variant.fixed, ...selected] },
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

  // Only the pint buyer confirms with nothing to name; anyone else with no items has nothing to confirm.
  const empty = !variant.pintBuyer && variant.choices.length === 0 && variant.fixed.length === 0;

  let body: ReactNode;
  let footer: ReactNode;
  if (completed) {
    body = <p className={styles.success}>{matchMessages.confirmSuccess}</p>;
    footer = <Button onClick={goToMatches}>{matchMessages.goToMatches}</Button>;
  } else if (until) {
    body = <p className={styles.note}>{matchMessages.awaitingPartner(partnerName, clockTime(until))}</p>;
    footer = (
      <>
        <Button variant="secondary" onClick={close} disabled={busy}>
          {matchMessages.cancel}
        </Button>
        <Button variant="danger" onClick={withdraw} disabled={busy}>
          {matchMessages.unconfirm}
        </Button>
      </>
    );
  } else if (empty) {
    body = <p className={styles.note}>{matchMessages.confirmNoItems}</p>;
    footer = (
      <Button variant="secondary" onClick={close}>
        {matchMessages.cancel}
      </Button>
    );
  } else {
    body = (
      <form id={formId} onSubmit={submit} noValidate>
        {exchange && exchange.ConfirmedBy !== viewerId ? (
          <p className={styles.note}>{matchMessages.partnerConfirmed(partnerName)}</p>
        ) : (
          <p className={styles.note}>{matchMessages.confirmWindow(partnerName)}</p>
        )}
        <fieldset className={styles.fieldset}>
          <legend className={styles.note}>{variant.text}</legend>
          {variant.choices.length > 1 ? (
            <label className={styles.all}>
              <input type="checkbox" checked={allSelected} onChange={toggleAll} />
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
        {error ? <ProblemAlert problem={error} /> : null}
      </form>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={close} disabled={busy}>
          {matchMessages.cancel}
        </Button>
        <Button type="submit" form={formId} disabled={busy}>
          {confirming.isPending ? matchMessages.confirming : matchMessages.confirm}
        </Button>
      </>
    );
  }

  return (
    <Modal open={open} onClose={close} title={matchMessages.swappedTitle} dismissible={!busy} footer={footer}>
      {body}
      {until && error ? <ProblemAlert problem={error} /> : null}
    </Modal>
  );
}
