import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { getReferral, type Referral, registerPath, saveReferral } from '@/data/referral.ts';

/**
 * The invite on a landing URL: ?ref=CODE keeps the code in session storage (registration sends
 * it) and turns the join links into /register?ref=CODE. The signature of a signed invite (&sig=)
 * is kept and carried with it.
 */
export function useReferral(): { code: string | null; joinPath: string } {
  const [searchParams] = useSearchParams();
  const fromUrl = searchParams.get('ref')?.trim() || null;
  const signatureFromUrl = searchParams.get('sig')?.trim() || null;

  useEffect(() => {
    if (fromUrl) saveReferral(fromUrl, signatureFromUrl);
  }, [fromUrl, signatureFromUrl]);

  const stored = getReferral();
  const referral: Referral | null = fromUrl
    ? { code: fromUrl, signature: signatureFromUrl ?? (stored?.code === fromUrl ? stored.signature : null) }
    : stored;
  return { code: referral?.code ?? null, joinPath: registerPath(referral) };
}
