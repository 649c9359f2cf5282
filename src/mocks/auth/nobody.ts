import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './password';

let nobodysHash: string | null = null;

/**
 * Spends what checking a password costs, for a login whose email has no account (or no active
 * one): without it, an unknown email answered in half the time and told which emails exist.
 * The hash has the cost of the passwords people choose (PASSWORD_COST). Always false.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  nobodysHash ??= await hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, nobodysHash);
  return false;
}
