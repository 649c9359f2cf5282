import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pinDemoClock } from '@tests/utils/demoClock';
import { renderRoute } from '@tests/utils/renderRoute';

const RIVIERA = 'Riviera weekend – Lyon, Nice, Geneva';
const SLOW = { timeout: 15000 };

const table = () => screen.getByRole('table', { name: 'Trips' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll<HTMLElement>('td, th'));
const column = (row: HTMLElement, header: string) => cellsOf(row)[headers().indexOf(header)];

async function openTrips(path: string) {
  await renderRoute(path, { as: 'buyer', preferences: { language: 'en' } });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
}

beforeEach(() => pinDemoClock('2026-11-23T09:00:00Z'));

describe('a trip row stays on one line', { timeout: 40_000 }, () => {
  it('never breaks a cell, and cuts a long name with its whole text on hover', async () => {
    await openTrips('/trips?name=Riviera+weekend');
    await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
    const [row] = rows();
    if (!row) throw new Error('the Riviera row');
    for (const cell of cellsOf(row)) expect(cell).toHaveStyle({ whiteSpace: 'nowrap' });
    const name = within(row).getByTitle(RIVIERA);
    expect(name).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
  });

  it('counts the steps shortly: transfers only when there are any', async () => {
    await openTrips('/trips');
    const steps = rows().map((row) => column(row, 'Steps')?.textContent ?? '');
    expect(steps.every((text) => /^\d+ legs?(, \d+ transfers?)?$/.test(text))).toBe(true);
    expect(steps.some((text) => /^\d+ legs?$/.test(text))).toBe(true);
    expect(steps.join(' ')).not.toContain('0 transfers');
  });

  it('names the aircraft, its registration in a tooltip', async () => {
    const user = userEvent.setup();
    await openTrips('/trips?name=Riviera+weekend');
    await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
    const [row] = rows();
    if (!row) throw new Error('the Riviera row');
    const aircraft = column(row, 'Aircraft');
    expect(aircraft).toHaveTextContent(/^Alpine One$/);
    await user.hover(within(aircraft ?? row).getByText('Alpine One'));
    expect(await screen.findByRole('tooltip', {}, SLOW)).toHaveTextContent('F-HALP');
  });
});
