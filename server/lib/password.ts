import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB per hash). */
export const OWASP_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // Node refuses anything above 32 MiB by default; scrypt needs 128·N·r bytes, and twice that is safe.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Format `scrypt$N$r$p$salt$hash` (base64), so old hashes keep verifying after a cost change. */
export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export function parseHashParams(stored: string): ScryptParams | null {
  const [scheme, N, r, p] = stored.split('$');
  if (scheme !== 'scrypt') return null;
  return { N: Number(N), r: Number(r), p: Number(p) };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, , , , saltText, keyText] = stored.split('$');
  const params = parseHashParams(stored);
  if (!params || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await derive(password, Buffer.from(saltText, 'base64'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of no one's password: logins for unknown phones verify against it, so they take as long
 * as a wrong password and the answer time does not reveal which phones have accounts.
 */
export function createDecoyHash(params: ScryptParams): () => Promise<string> {
  let decoy: Promise<string> | undefined;
  return () => (decoy ??= hashPassword(randomBytes(18).toString('base64'), params));
}
