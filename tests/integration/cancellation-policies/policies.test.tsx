import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';
import { fill } from '@tests/utils/fill';

/** Riviera Jet Centre (organization 2) is the seller demo user's organization. */
const RIVIERA = 2;

const table = () => screen.getByRole('table', { name: 'Cancellation policies' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const textbox = (name: string) => screen.getByRole('textbox', { name });

async function open(path: string) {
  const app = await renderRoute(path, { as: 'seller', preferences: { language: 'en' } });
  return app;
}

async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillCondition(index: number, rule: string, rate: string) {
  const row = screen.getByRole('group', { name: `Condition ${index}` });
  await choose(within(row).getByRole('combobox', { name: /^When/ }), rule);
  fill(within(row).getByRole('textbox', { name: /^Fee rate/ }), rate);
}

const rivieraDefaults = () =>
  db.cancellationPolicies
    .filter((policy) => policy.organizationId === RIVIERA && policy.groupDefault)
    .map((policy) => policy.name);

describe('cancellation policy list', () => {
  it('lists the seller’s policies, the group default first, with every action', async () => {
    await open('/cancellation-policies');
    await screen.findByRole('heading', { level: 1, name: 'Cancellation policies' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent(/Moderate.*Group default.*3 conditions.*Active/);
    expect(rows()[1]).toHaveTextContent(/Hangar and parking.*Hangar & parking.*5 conditions/);
    expect(screen.getByRole('link', { name: 'New policy' })).toHaveAttribute(
      'href',
      '/cancellation-policy/add',
    );
    const first = rows()[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: /^Actions for / }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Edit', 'Duplicate', 'Delete']);
  });

  it.each([
    ['en', /The customer.*Less than 7 days before departure.*30 %/],
    ['fr', /Le client.*Moins de 7 jours avant le départ.*30 %/],
  ] as const)(
    'shows a policy in %s: its status in the header, each condition’s rule in words',
    async (language, firstCondition) => {
      await renderRoute('/cancellation-policy/11/show', {
        as: 'seller',
        preferences: { language },
      });
      const heading = await screen.findByRole('heading', { level: 1, name: 'Hangar and parking' });
      expect(heading.parentElement).toHaveTextContent('Active');
      const conditions = await screen.findByRole('table', { name: 'Conditions' });
      await waitFor(() =>
        expect(within(conditions).getAllByRole('row')[1]).toHaveTextContent(firstCondition),
      );
    },
  );

  it('deletes a policy after the typed confirmation, back to the list', async () => {
    const user = userEvent.setup();
    const app = await open('/cancellation-policy/11/show');
    await screen.findByRole('heading', { level: 1, name: 'Hangar and parking' });
    // Delete sits in the header's menu, set apart from Edit.
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Hangar and parking?' });
    expect(dialog).toHaveTextContent('the products it covers then fall under the group default');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirm);
    await waitFor(() => expect(app.location().pathname).toBe('/cancellation-policies'));
    expect(db.cancellationPolicies.some((p) => p.id === 11)).toBe(false);
  });
});

describe('cancellation policy form', () => {
  it('shows the rules it breaks before sending: name, condition, categories, the default', async () => {
    const user = userEvent.setup();
    await open('/cancellation-policy/add');
    await screen.findByRole('heading', { level: 1, name: 'New cancellation policy' });
    const count = db.cancellationPolicies.length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(textbox('Name')).toHaveAccessibleDescription('This field is required');
    const condition = screen.getByRole('group', { name: 'Condition 1' });
    expect(
      within(condition).getByRole('textbox', { name: /^Fee rate/ }),
    ).toHaveAccessibleDescription('This field is required');
    // Neither default nor covering a category: it would never apply.
    expect(
      screen.getByRole('combobox', { name: 'Categories covered' }),
    ).toHaveAccessibleDescription('Choose the categories it covers, or make it the group default');

    fill(textbox('Name'), 'Late cancellations');
    await fillCondition(1, 'Less than 12 hours before departure', '150');
    await user.click(screen.getByRole('checkbox', { name: 'Group default policy' }));
    await choose(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'Group default policy' }),
      ).toHaveAccessibleDescription('The group default policy must be active'),
    );
    const rate = within(screen.getByRole('group', { name: 'Condition 1' })).getByRole('textbox', {
      name: /^Fee rate/,
    });
    expect(rate).toHaveAccessibleDescription('Must be between 0 and 100 with up to 2 decimals');
    expect(db.cancellationPolicies).toHaveLength(count);
  });

  it('makes a new policy the group default in place of the previous one', async () => {
    const user = userEvent.setup();
    const app = await open('/cancellation-policy/add');
    await screen.findByRole('heading', { level: 1, name: 'New cancellation policy' });
    expect(rivieraDefaults()).toEqual(['Moderate']);
    fill(textbox('Name'), 'Winter');
    await fillCondition(1, 'Less than 3 days before departure', '60');
    await user.click(screen.getByRole('button', { name: 'Add a condition' }));
    await fillCondition(2, 'Always', '10');
    await user.click(screen.getByRole('checkbox', { name: 'Group default policy' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(app.location().pathname).toMatch(/^\/cancellation-policy\/\d+\/show$/),
    );
    const success = await screen.findByRole('dialog', { name: 'Success' });
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter' })).toBeVisible();
    expect(rivieraDefaults()).toEqual(['Winter']);
    expect(db.cancellationPolicies.find((p) => p.name === 'Winter')?.conditions).toEqual([
      { cancelledBy: 'customer', rule: 'days_3', priceRate: 60 },
      { cancelledBy: 'customer', rule: 'always', priceRate: 10 },
    ]);
  });

  it('puts the server’s refusal of a name already used on its field', async () => {
    const user = userEvent.setup();
    await open('/cancellation-policy/11/duplicate');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Condition 4' })).toBeInTheDocument(),
    );
    expect(textbox('Name')).toHaveValue('');
    fill(textbox('Name'), 'moderate');
    const count = db.cancellationPolicies.length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(textbox('Name')).toHaveAccessibleDescription('This value is already used'),
    );
    expect(db.cancellationPolicies).toHaveLength(count);
  });
});
