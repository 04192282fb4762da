import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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

/**
 * The argon2 native module, loaded on the first password to hash or check: a process that serves
 * only sockets and signed-in calls never needs it (a few MB of every process's memory otherwise).
 */
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
const loadArgon2 = () => {
  argon2 ??= import('@node-rs/argon2');
  return argon2;
};

export async function hashPassword(password: string): Promise<string> {
  return (await loadArgon2()).hash(password, argonOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await (await loadArgon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;
/**
 * A hash to verify against when the account does not exist, so timing does not reveal which
 * accounts do: made on the first sign-in rather than at every start.
 */
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

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
