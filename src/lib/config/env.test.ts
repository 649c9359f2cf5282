import { describe, expect, it } from 'vitest';
import { demoMailboxOn } from './env';

describe('demoMailboxOn', () => {
  it.each([
    [undefined, true, true],
    [undefined, false, false],
    ['', false, false],
    ['true', false, true],
    ['false', true, false],
    ['yes', false, false],
  ])('VITE_DEMO_MAILBOX=%s in the dev server: %s -> %s', (setting, devServer, expected) => {
    expect(demoMailboxOn(setting, devServer)).toBe(expected);
  });
});
