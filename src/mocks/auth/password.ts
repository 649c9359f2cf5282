/**
 * Passwords are stored as sha256('demo-api:' + password), hex: enough to keep clear passwords
 * out of the saved demo file; this is a demo, not a password store. Web Crypto keeps the
 * handlers runnable outside Node too.
 */
const PREFIX = 'demo-api:';

export async function hashPassword(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(PREFIX + password));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  return (await hashPassword(password)) === hash;
}
