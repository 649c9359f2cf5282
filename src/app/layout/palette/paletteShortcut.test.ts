import { describe, expect, it } from 'vitest';
import { isPaletteShortcut, shortcutOfPlatform } from './paletteShortcut';

const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15';
const keys = (key: string, held: Partial<Record<'ctrl' | 'meta' | 'alt' | 'shift', boolean>>) => ({
  key,
  ctrlKey: held.ctrl ?? false,
  metaKey: held.meta ?? false,
  altKey: held.alt ?? false,
  shiftKey: held.shift ?? false,
});

describe('isPaletteShortcut', () => {
  it.each([
    ['Ctrl+K elsewhere', keys('k', { ctrl: true }), LINUX, true],
    ['Ctrl+K with Caps Lock', keys('K', { ctrl: true }), LINUX, true],
    ['⌘K elsewhere', keys('k', { meta: true }), LINUX, false],
    ['⌘K on a Mac', keys('k', { meta: true }), MAC, true],
    ["Ctrl+K on a Mac (the field's delete to the end)", keys('k', { ctrl: true }), MAC, false],
    ['Ctrl+Shift+K', keys('K', { ctrl: true, shift: true }), LINUX, false],
    ['Ctrl+Alt+K', keys('k', { ctrl: true, alt: true }), LINUX, false],
    ['K alone', keys('k', {}), LINUX, false],
    ['Ctrl+J', keys('j', { ctrl: true }), LINUX, false],
  ])('%s', (_what, event, userAgent, expected) => {
    expect(isPaletteShortcut(event, userAgent)).toBe(expected);
  });

  it('names the shortcut of the platform', () => {
    expect(shortcutOfPlatform(LINUX)).toEqual({ shown: 'Ctrl K', aria: 'Control+K' });
    expect(shortcutOfPlatform(MAC)).toEqual({ shown: '⌘ K', aria: 'Meta+K' });
  });
});
