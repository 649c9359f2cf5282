import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import type { FlightStepRecord } from '@/mocks/domains/trips/records';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };
const CLAIRE = 'claire.martin@alpine-jets.fr';

/** The chief pilot keeps reading gendecs but may no longer change them. */
function readOnlyGendec(): void {
  const user = db.users.find((item) => item.email === CLAIRE);
  const membership = db.organizationUsers.find(
    (item) => item.userId === user?.id && item.organizationId === 1,
  );
  if (!membership) throw new Error('no such member');
  membership.rights = membership.rights.filter(
    (right) => right.subject !== 'TRIP_GENDEC' || right.action === 'read',
  );
}

describe('a gendec read without the right to change it', { timeout: 40_000 }, () => {
  it('shows its declarations as label and value, never as a disabled form', async () => {
    readOnlyGendec();
    const leg = db.trips
      .find((trip) => trip.id === 1)
      ?.steps.find((step): step is FlightStepRecord => step.className === 'TripFlight');
    if (!leg) throw new Error('no leg');
    leg.healthDeclaration = true;
    leg.cargoDeclaration = 'Two cases of wine';
    await renderRoute(`/trip/1/step/${leg.id}/gendec`, {
      as: CLAIRE,
      preferences: { language: 'en' },
    });
    const section = await screen.findByRole(
      'region',
      { name: 'General declaration (gendec)' },
      SLOW,
    );
    await within(section).findByText('Health declaration', { selector: 'dt' }, SLOW);
    const value = (label: string) =>
      within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Health declaration')).toBe(
      'Nobody on board shows signs of a communicable disease',
    );
    expect(value('Cargo and goods to declare')).toBe('Two cases of wine');
    expect(within(section).queryByRole('form')).toBeNull();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('checkbox')).toBeNull();
  });
});
