// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inAppPath } from './MailLinks';

describe('inAppPath', () => {
  it.each([
    ['http://localhost:4173/reset-password?token=ab', '/reset-password?token=ab'],
    ['http://localhost:4173/register-validate?token=1#x', '/register-validate?token=1#x'],
    ['http://localhost:5173/reset-password?token=ab', null],
    ['https://evil.example/reset-password', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('%s -> %s', (url, expected) => {
    expect(inAppPath(url, 'http://localhost:4173')).toBe(expected);
  });
});
