/**
 * The demo API's accounts (DECISIONS.md), listed on the login page when VITE_DEMO_ACCOUNTS=true.
 * The one definition: the demo API (src/mocks) seeds a user for each, with this password.
 */
export const DEMO_PASSWORD = 'Aviation2026!';

export interface DemoAccount {
  email: string;
  /** i18n key under demo:roles */
  role: 'buyer' | 'seller' | 'heli' | 'operator' | 'multi';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'buyer@demo.aero', role: 'buyer' },
  { email: 'seller@demo.aero', role: 'seller' },
  { email: 'heli@demo.aero', role: 'heli' },
  { email: 'operator@demo.aero', role: 'operator' },
  { email: 'multi@demo.aero', role: 'multi' },
];
