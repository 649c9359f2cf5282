import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are stored as `scrypt$N$r$p$salt$hash` (salt and hash in base64): node:crypto's
 * scrypt with a random salt, compared in constant time. The parameters travel with the hash,
 * so they can change without breaking stored ones.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** For passwords people choose: OWASP's minimum for scrypt (2^14, 8, 1), about 16 MiB. */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** Refuse parameters a tampered data file could use to make one login eat the machine. */
const MAX_N = 2 ** 17;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function format({ N, r, p }: ScryptCost, salt: Buffer, key: Buffer): string {
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  return format(cost, salt, await derive(password, salt, cost));
}

/**
 * The same format computed synchronously with a given salt, for seeds only: a seed must be
 * deterministic, and computing once per process keeps resets fast.
 */
export function hashPasswordWithSalt(password: string, salt: string, cost: ScryptCost): string {
  const saltBytes = Buffer.from(salt, 'utf8');
  const { N, r, p } = cost;
  return format(cost, saltBytes, scryptSync(password, saltBytes, KEY_LENGTH, { N, r, p }));
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isInteger(cost.N) && cost.N > 1 && (cost.N & (cost.N - 1)) === 0;
  if (
    !powerOfTwo ||
    cost.N > MAX_N ||
    !(cost.r >= 1 && cost.r <= 32) ||
    !(cost.p >= 1 && cost.p <= 4)
  ) {
    return null;
  }
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** sha256('demo-api:' + password) in hex: what data files saved before scrypt hold. */
const LEGACY_HASH = /^[0-9a-f]{64}$/;

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (LEGACY_HASH.test(stored)) {
    const legacy = createHash('sha256').update(`demo-api:${password}`).digest();
    return sameBytes(legacy, Buffer.from(stored, 'hex'));
  }
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  return sameBytes(await derive(password, parsed.salt, parsed.cost), parsed.key);
}

/** A stored hash in an older format: the login that proves the password rehashes it. */
export function needsRehash(stored: string): boolean {
  return LEGACY_HASH.test(stored);
}
