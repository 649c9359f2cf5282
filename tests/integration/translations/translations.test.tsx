import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderRoute } from '@tests/utils/renderRoute';
import { restoreTexts, serverTextsHave } from './restoreTexts';

const SLOW = { timeout: 15_000 };

afterEach(() => restoreTexts(['services', 'cancellation']));

/** The row of a key in the translations table. */
async function rowOf(key: string) {
  const table = await screen.findByRole('table', { name: /Texts of the app/ }, SLOW);
  const cell = await within(table).findByText(key, {}, SLOW);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${key}`);
  return row;
}

describe('/translations', { timeout: 60_000 }, () => {
  it('finds a key by its text, with where it shows, both languages side by side', async () => {
    await renderRoute('/translations?search=Aviation services at every', { as: 'operator' });
    const row = await rowOf('app.tagline');
    // The operator's overrides win over the bundled texts.
    expect(row).toHaveTextContent('The marketplace for aviation services');
    expect(row).toHaveTextContent('La place de marché des services aéronautiques');
    expect(row).toHaveTextContent('common · Every screen');
  });

  it('names the screen of a menu label and keeps the filters in the URL', async () => {
    const { router } = await renderRoute('/translations?namespace=services&search=menu.services', {
      as: 'operator',
    });
    const row = await rowOf('menu.services');
    expect(row).toHaveTextContent('Menu label of /services');
    expect(router.state.location.search).toContain('namespace=services');
  });

  it('lists under "missing" a key with no French text', async () => {
    await renderRoute('/translations?missing=true', { as: 'operator' });
    const row = await rowOf('app.maintenance');
    expect(within(row).getByText('Missing')).toBeInTheDocument();
  });

  it('saves a French text in place, and refuses a dropped {{count}} on the field before sending', async () => {
    const user = userEvent.setup();
    const { store } = await renderRoute('/translations?search=condition.before.days_other', {
      as: 'operator',
    });
    const row = await rowOf('condition.before.days_other');
    await user.click(
      within(row).getByRole('button', {
        name: 'Edit the French text of cancellation:condition.before.days_other',
      }),
    );
    const field = within(row).getByRole('textbox', { name: 'French' });
    await user.clear(field);
    await user.type(field, '{{{{who}} moins de quelques jours : {{{{rate}} %');
    const calls = db.translationChanges.length;
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(
      await within(row).findByText(
        'A plural form may not be blank and must keep the count variable',
      ),
    ).toBeInTheDocument();
    expect(db.translationChanges).toHaveLength(calls);
    await user.clear(field);
    await user.type(field, '{{{{who}} moins de {{{{count}} jours : {{{{rate}} % retenus.');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await within(row).findByText(
      '{{who}} moins de {{count}} jours : {{rate}} % retenus.',
      {},
      SLOW,
    );
    expect(db.translationChanges).toHaveLength(calls + 1);
    await serverTextsHave(store, 'retenus.');
  });

  it('refuses an added variable on the field', async () => {
    const user = userEvent.setup();
    await renderRoute('/translations?search=menu.services&namespace=services', { as: 'operator' });
    const row = await rowOf('menu.services');
    await user.click(
      within(row).getByRole('button', { name: 'Edit the English text of services:menu.services' }),
    );
    const field = within(row).getByRole('textbox', { name: 'English' });
    await user.clear(field);
    await user.type(field, 'Services of {{{{name}}');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(
      await within(row).findByText('The original text has no variable: remove name'),
    ).toBeInTheDocument();
  });

  it('puts the server refusal on the field', async () => {
    const user = userEvent.setup();
    server.use(
      mock.patch('*/api/translations/:namespace/:key', () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'errors.translation_invalid',
            errors: { text: ['validator.translation.plural'] },
          },
          { status: 400 },
        ),
      ),
    );
    await renderRoute('/translations?search=menu.services&namespace=services', { as: 'operator' });
    const row = await rowOf('menu.services');
    await user.click(
      within(row).getByRole('button', { name: 'Edit the French text of services:menu.services' }),
    );
    await user.type(within(row).getByRole('textbox', { name: 'French' }), ' !');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(
      await within(row).findByText(
        'A plural form may not be blank and must keep the count variable',
      ),
    ).toBeInTheDocument();
  });

  it('undoes the latest change from the history', async () => {
    const user = userEvent.setup();
    await renderRoute('/translations?search=menu.services&namespace=services', { as: 'operator' });
    let row = await rowOf('menu.services');
    await user.click(
      within(row).getByRole('button', { name: 'Edit the French text of services:menu.services' }),
    );
    const field = within(row).getByRole('textbox', { name: 'French' });
    await user.clear(field);
    await user.type(field, 'Mes prestations');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await within(row).findByText('Mes prestations', {}, SLOW);
    row = await rowOf('menu.services');
    await user.click(
      within(row).getByRole('button', { name: 'History of services:menu.services' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'History of services:menu.services' });
    await within(dialog).findByText('Mes prestations', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(3), SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    row = await rowOf('menu.services');
    await waitFor(() => expect(row).not.toHaveTextContent('Mes prestations'), SLOW);
  });

  it('offers no edit to an operator without OPERATOR_TRANSLATION_EDIT', async () => {
    const operator = db.users.find((user) => user.email === 'operator@demo.aero');
    if (!operator) throw new Error('no operator');
    operator.rights = operator.rights.filter(
      (right) => !(right.subject === 'OPERATOR_TRANSLATION' && right.action === 'write'),
    );
    await renderRoute('/translations?search=app.tagline', { as: 'operator' });
    const row = await rowOf('app.tagline');
    expect(within(row).queryByRole('button', { name: /^Edit the/ })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Edit texts in the app' })).toBeNull();
  });
});
