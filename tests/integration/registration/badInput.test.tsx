/** Bad input tried on the registration form as a user would (issue 16, "Bad input"). */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';

/** By label: on this long form a role query is slow in jsdom (see registration.test.tsx). */
function textbox(name: RegExp) {
  return screen.getByLabelText(name, { selector: 'input, textarea' });
}

describe('bad input on the buyer registration', { timeout: 60_000 }, () => {
  it('says "abc" AOCs is not a number and a 10,000-character legal name is too long', async () => {
    await renderRoute('/registration/buyer', { preferences: { language: 'en' } });
    await screen.findByRole('heading', { level: 1, name: 'Buyer registration' }, { timeout: 8000 });
    const aoc = textbox(/^Number of air operator certificates/);
    const legalName = textbox(/^Legal name/);
    const longName = 'L'.repeat(10_000);
    fireEvent.change(aoc, { target: { value: 'abc' } });
    fireEvent.change(legalName, { target: { value: longName } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(aoc).toHaveAccessibleDescription('Must be a number'), {
      timeout: 8000,
    });
    expect(aoc).toHaveValue('abc');
    expect(legalName).toHaveAccessibleDescription('Must contain at most 120 characters');
    expect(legalName).toHaveValue(longName);
    expect(db.registrations).toHaveLength(0);
  });
});
