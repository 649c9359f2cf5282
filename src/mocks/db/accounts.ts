/**
 * The demo accounts and their password are defined once, by the login page's list (DECISIONS.md
 * "Demo accounts"); the seed gives each of them a user. src/mocks may import from src, never the
 * reverse.
 */
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../entities/account/contract';
