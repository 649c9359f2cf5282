import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pinDemoClock } from '@tests/utils/demoClock';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };
const RIVIERA = 'Riviera weekend – Lyon, Nice, Geneva';
const WEEK = '/trips?view=calendar&calendarView=listWeek&date=2026-11-23';

async function openCalendar(path: string) {
  const app = await renderRoute(path, { as: 'buyer', preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: 'Trips' }, SLOW);
  // FullCalendar comes in its own chunk, then the events of the visible range.
  await waitFor(() => expect(document.querySelector('.fc-event')).not.toBeNull(), SLOW);
  return app;
}

const calendar = () => {
  const root = document.querySelector<HTMLElement>('.fc');
  if (!root) throw new Error('no calendar');
  return root;
};

// The expected dates are those of the seed on the day these tests were written.
beforeEach(() => pinDemoClock('2026-11-23T09:00:00Z'));

describe('trip calendar', () => {
  it('lists the week from Monday in 24 h, each event a link to its trip', async () => {
    const user = userEvent.setup();
    const app = await openCalendar(WEEK);
    expect(within(calendar()).getByText('Nov 23 – 29, 2026')).toBeInTheDocument();
    const days = [...calendar().querySelectorAll('.fc-list-day-text')].map((d) => d.textContent);
    expect(days[0]).toBe('Monday');
    const leg = within(calendar()).getByRole('link', { name: `${RIVIERA}: LFLL → LFMN` });
    expect(leg).toHaveAttribute('href', '/trips/1');
    // 24 h, UTC: the last leg of the Riviera weekend lands at 15:55 UTC.
    expect(within(calendar()).getByText('15:00 - 15:55')).toBeInTheDocument();
    expect(within(calendar()).getByText('20:33 - 23:04')).toBeInTheDocument();
    await user.click(leg);
    await waitFor(() => expect(app.location().pathname).toBe('/trips/1'));
  });

  it('applies the filters of the URL', async () => {
    await openCalendar(`${WEEK}&name=Riviera+weekend`);
    await waitFor(() =>
      expect(
        within(calendar())
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        `${RIVIERA}: LFLL → LFMN`,
        `${RIVIERA}: Hôtel de Paris, Monte-Carlo`,
        `${RIVIERA}: LFMN → LSGG`,
      ]),
    );
  });

  it('keeps the view and the date in the URL, weeks starting on Monday', async () => {
    const user = userEvent.setup();
    const app = await openCalendar('/trips?view=calendar&date=2026-11-23');
    // Month view by default; its first column is Monday.
    expect(app.location().search).toContain('calendarView=dayGridMonth');
    expect(app.location().search).toContain('date=2026-11-01');
    const headers = [...calendar().querySelectorAll('.fc-col-header-cell')].map(
      (cell) => cell.textContent,
    );
    expect(headers[0]).toBe('Mon');
    await user.click(within(calendar()).getByRole('button', { name: 'week' }));
    await waitFor(() => expect(app.location().search).toContain('calendarView=timeGridWeek'));
    expect(app.location().search).toContain('date=2026-11-23');
    // 24 h slot labels.
    expect(within(calendar()).getByText('13:00')).toBeInTheDocument();
  });
});
