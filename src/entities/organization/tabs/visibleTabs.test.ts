import { describe, expect, it } from 'vitest';
import { tabAllowed, visibleTabs } from './visibleTabs';

describe('visibleTabs', () => {
  const definitions: { tab: string; sides?: ('buyer' | 'seller')[] }[] = [
    { tab: 'everyone' },
    { tab: 'sellers', sides: ['seller'] },
    { tab: 'buyers', sides: ['buyer'] },
  ];
  it.each([
    [{ buyer: true, seller: false }, ['everyone', 'buyers']],
    [{ buyer: false, seller: true }, ['everyone', 'sellers']],
    [{ buyer: false, seller: false }, ['everyone']],
    [{ buyer: true, seller: true }, ['everyone', 'sellers', 'buyers']],
  ])('%j has %j, in order', (organization, expected) => {
    expect(visibleTabs(organization, definitions).map(({ tab }) => tab)).toEqual(expected);
  });
});

describe('tabAllowed', () => {
  const accounting = { permission: 'ACCOUNTING_VIEW', ownOnly: true } as const;
  it.each([
    ['holding the key, on its own screen', accounting, true, true, true],
    ['without the key', accounting, false, true, false],
    ['on another organization (operator)', accounting, true, false, false],
    ['a tab without conditions', {}, false, false, true],
  ])('%s', (_case, definition, holds, own, expected) => {
    expect(tabAllowed(definition, () => holds, own)).toBe(expected);
  });
});
