/**
 * Availability of the username (handle or charity number) and of the email, checked live while
 * registering: AVAILABILITY_DEBOUNCE_MS after typing stops, and only for a value that passes its
 * format rule. A failed username check counts as unavailable; a failed email check as available.
 */
import { AVAILABILITY_DEBOUNCE_MS, type RouteAnswer, routes } from '@swapsies/contract';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api-client.ts';

export type Availability = 'unknown' | 'checking' | 'available' | 'taken';

type AvailabilityAnswer = RouteAnswer<typeof routes.checkUsername>;

export interface AvailabilityCheck {
  /** Asks the server about the value. */
  ask: (value: string, signal: AbortSignal) => Promise<AvailabilityAnswer>;
  /** What a failed check (network or server error) counts as. */
  onFailure: 'available' | 'taken';
}

export const usernameCheck: AvailabilityCheck = {
  ask: (Username, signal) => callApi(routes.checkUsername, { body: { Username } }, { signal }),
  onFailure: 'taken',
};

export const emailCheck: AvailabilityCheck = {
  ask: (Email, signal) => callApi(routes.checkEmail, { body: { Email } }, { signal }),
  onFailure: 'available',
};

interface Result {
  key: string;
  status: Availability;
}

/**
 * @param value the value to check, as it will be sent
 * @param enabled whether the value passes its format rule
 * @param scope anything else the answer depends on (the account type for a username)
 */
export function useAvailability(check: AvailabilityCheck, value: string, enabled: boolean, scope = ''): Availability {
  const key = `${scope}\u0000${value}`;
  const [result, setResult] = useState<Result>({ key: '', status: 'unknown' });

  useEffect(() => {
    if (!enabled || !value) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setResult({ key, status: 'checking' });
      check.ask(value, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) setResult({ key, status: answer.Available ? 'available' : 'taken' });
        },
        () => {
          if (!controller.signal.aborted) setResult({ key, status: check.onFailure });
        },
      );
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [check, key, value, enabled]);

  return enabled && result.key === key ? result.status : 'unknown';
}
