import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** "2028-03-31" as typed in the kit's date field, day first from its first section: "31032028". */
export function dateDigits(isoDate: string): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  return `${day}${month}${year}`;
}

/**
 * Types an ISO date into the kit's DateField labelled `label` (in English: its first section is
 * 'Day'), by keyboard as a person would; waits for the picker, which loads on first use.
 */
export async function typeDate(
  user: UserEvent,
  label: string | RegExp,
  isoDate: string,
  scope: HTMLElement = document.body,
): Promise<void> {
  const group = await within(scope).findByRole('group', { name: label }, { timeout: 10_000 });
  await user.click(within(group).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(dateDigits(isoDate));
}
