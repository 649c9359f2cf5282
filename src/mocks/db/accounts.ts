/**
 * The demo accounts (DECISIONS.md "Demo accounts"). The SPA must not import src/mocks: the login
 * page keeps its own copy of these emails, and a test checks the seed against this list.
 */
export const DEMO_PASSWORD = 'Aviation2026!';

export type DemoSide = 'buyer' | 'seller' | 'operator' | 'both';

export interface DemoAccount {
  email: string;
  password: string;
  side: DemoSide;
  /** i18n key the login page may use, and an English description for docs and e2e logs. */
  labelKey: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'buyer@demo.aero',
    password: DEMO_PASSWORD,
    side: 'buyer',
    labelKey: 'auth.demo.buyer',
    description: 'Flight operator (Alpine Executive Jets), buyer',
  },
  {
    email: 'seller@demo.aero',
    password: DEMO_PASSWORD,
    side: 'seller',
    labelKey: 'auth.demo.seller',
    description: 'FBO at Nice LFMN (Riviera Jet Centre): fuel, hangar, parking and services',
  },
  {
    email: 'heli@demo.aero',
    password: DEMO_PASSWORD,
    side: 'seller',
    labelKey: 'auth.demo.heli',
    description: 'Helicopter operator (Azur Heli Services), seller',
  },
  {
    email: 'operator@demo.aero',
    password: DEMO_PASSWORD,
    side: 'operator',
    labelKey: 'auth.demo.operator',
    description: 'Platform administrator (AeroMarket Platform)',
  },
  {
    email: 'multi@demo.aero',
    password: DEMO_PASSWORD,
    side: 'both',
    labelKey: 'auth.demo.multi',
    description: 'Member of Alpine Executive Jets (buyer) and Riviera Jet Centre (seller)',
  },
];
