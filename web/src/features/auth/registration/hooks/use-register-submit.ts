/**
 * Sending the registration (POST /register, with the referral kept for the session) and what
 * follows: on success the new member's session replaces any old one and the completion page
 * opens; on failure the caller hears where the form must go back to.
 */
import type { RegisterBody } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { clearReferral, getReferral, referralQuery, saveReferral } from '@/data/referral.ts';
import { paths } from '@/lib/paths.ts';
import { clearUserQueries } from '@/lib/query-client.ts';
import { clearSession, rememberUser, setAuthToken } from '@/lib/storage-keys.ts';
import { type InviteQuery, register } from '../api/register.ts';
import { interpretSubmitError, type SubmitFailure } from '../lib/submit-error.ts';

/** The ref (and sig) query of the registration, from session storage. */
function readReferralQuery(): InviteQuery {
  try {
    const query = referralQuery(getReferral());
    return { ref: query?.ref, sig: query?.sig };
  } catch {
    return {};
  }
}

/**
 * The referral: an optional ?ref= (with the &sig= of a signed invite) is kept for the session
 * and sent with the registration.
 */
function useKeptReferral(): void {
  const [searchParams] = useSearchParams();
  const referral = searchParams.get('ref');
  const referralSignature = searchParams.get('sig');
  useEffect(() => {
    if (!referral) return;
    try {
      saveReferral(referral, referralSignature);
    } catch {
      // Session storage unavailable: registration works without the referral.
    }
  }, [referral, referralSignature]);
}

export function useRegisterSubmit({
  charity,
  onFailure,
}: {
  charity: boolean;
  onFailure: (failure: SubmitFailure) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** Set from the moment a registration is sent until its answer: a second Enter must not send it twice. */
  const sending = useRef(false);
  useKeptReferral();

  const mutation = useMutation({
    mutationFn: (body: RegisterBody) => register(body, readReferralQuery()),
    onSuccess: (answer) => {
      // Any old session goes; the new member's own takes its place (none while web sign-in is disabled).
      clearSession();
      if (answer.Token && answer.User) {
        setAuthToken(answer.Token);
        rememberUser(answer.User);
      }
      clearUserQueries(queryClient);
      try {
        clearReferral();
      } catch {
        // Nothing to remove.
      }
      // The completion page starts charities on Seek, people on Your stuff.
      navigate(paths.registrationComplete, { replace: true, state: { charity } });
    },
    onSettled: () => {
      sending.current = false;
    },
    onError: (error) => onFailure(interpretSubmitError(error)),
  });

  function send(body: RegisterBody) {
    sending.current = true;
    mutation.mutate(body);
  }

  return { send, isSending: () => sending.current, pending: mutation.isPending };
}
