import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** 256 random bits, URL-safe: session tokens, reset tokens, tickets. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as hashes: a leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** argon2id at the OWASP minimum: 19 MiB, 2 passes, 1 lane. */
const argonOptions = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal which accounts do. */
export const decoyPasswordHash = await hashPassword(randomBytes(16).toString('hex'));

export function sign(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** Compares a secret the caller gave with the one expected, in time that does not tell how much matched. */
export function sameSecret(expected: string, given: string): boolean {
  const expectedBytes = Buffer.from(expected);
  const givenBytes = Buffer.from(given);
  return expectedBytes.length === givenBytes.length && timingSafeEqual(expectedBytes, givenBytes);
}

export function signatureMatches(key: string, payload: string, signature: string): boolean {
  return sameSecret(sign(key, payload), signature);
}
