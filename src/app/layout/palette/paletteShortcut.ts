/** Ctrl+K, or ⌘K on Apple devices (where Ctrl+K is the text fields' "delete to the end"). */
export function isPaletteShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): boolean {
  if (event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return false;
  return isApple() ? event.metaKey : event.ctrlKey;
}

function isApple(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.userAgent);
}

/** The shortcut as the button shows it and as aria-keyshortcuts names it. */
export function shortcutOfPlatform(): { shown: string; aria: string } {
  return isApple() ? { shown: '⌘ K', aria: 'Meta+K' } : { shown: 'Ctrl K', aria: 'Control+K' };
}
