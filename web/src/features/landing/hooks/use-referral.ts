import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { getReferralCode, registerPath, saveReferralCode } from '../../../lib/referral.ts';

/**
 * 000 §2/§4: a landing URL with ?ref=CODE keeps the code in session storage (registration sends
 * it) and turns the join links into /register?ref=CODE.
 */
export function useReferral(): { code: string | null; joinPath: string } {
  const [searchParams] = useSearchParams();
  const fromUrl = searchParams.get('ref')?.trim() || null;

  useEffect(() => {
    if (fromUrl) saveReferralCode(fromUrl);
  }, [fromUrl]);

  const code = fromUrl ?? getReferralCode();
  return { code, joinPath: registerPath(code) };
}
