interface ShortcutKeys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

const isApple = (userAgent: string) => /Mac|iPhone|iPad/.test(userAgent);

/** Ctrl+K, or ⌘K on Apple devices (where Ctrl+K is the text fields' "delete to the end"). */
export function isPaletteShortcut(
  event: ShortcutKeys,
  userAgent: string = navigator.userAgent,
): boolean {
  if (event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return false;
  return isApple(userAgent) ? event.metaKey : event.ctrlKey;
}

/** The shortcut as the button shows it and as aria-keyshortcuts names it. */
export function shortcutOfPlatform(userAgent: string = navigator.userAgent): {
  shown: string;
  aria: string;
} {
  return isApple(userAgent)
    ? { shown: '⌘ K', aria: 'Meta+K' }
    : { shown: 'Ctrl K', aria: 'Control+K' };
}
