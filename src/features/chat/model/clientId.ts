/**
 * A message's own id, chosen once when it is first sent: a retry sends it again, so the API
 * stores the message once even when an answer was lost. `randomUUID` exists only in secure
 * contexts; elsewhere 16 random bytes in hex do the same.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
