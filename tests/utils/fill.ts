import { fireEvent } from '@testing-library/react';

/**
 * Puts `text` in an empty (or cleared) field with one change event, where a test fills a form
 * rather than tests typing: userEvent.type renders the form once per character, which made long
 * texts the slowest lines of the integration tests. Fields that react to keystrokes (search
 * debounce, input masks, password strength) keep userEvent.
 */
export function fill(field: HTMLElement, text: string): void {
  fireEvent.change(field, { target: { value: text } });
}
