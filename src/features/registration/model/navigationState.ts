/**
 * What a registration page hands the next one in the router's state (kept across a reload, never
 * in the address bar): the email it mailed and the registration's own token.
 */
export interface RegistrationNavigationState {
  email?: string;
  token?: string;
}

function field(state: unknown, name: keyof RegistrationNavigationState): string | null {
  if (typeof state !== 'object' || state === null || !(name in state)) return null;
  const value: unknown = Reflect.get(state, name);
  return typeof value === 'string' && value !== '' ? value : null;
}

export const emailOf = (state: unknown) => field(state, 'email');
export const registrationTokenOf = (state: unknown) => field(state, 'token');
