import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DateTimeField } from './DateTimeField';
import { renderForm } from './testing/FormHarness';
import { dateTimeDigits } from './testing/dateTimeDigits';

const STORED = '2026-03-15T13:05:00.000Z';
const save = () => userEvent.click(screen.getByRole('button', { name: /Save|Enregistrer/ }));
const hiddenInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[name="departure"]');
/** What the field shows for a time in the spec's order: "2026-03-15T13:05" -> "15/03/2026 13:05". */
const shown = (spec: string) => spec.replace(/^(\d{4})-(\d{2})-(\d{2})T/, '$3/$2/$1 ');

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('DateTimeField', () => {
  it('shows the stored ISO date in UTC day first, in 24-hour time', () => {
    const { container } = renderForm(<DateTimeField name="departure" label="Departure" />, {
      defaultValues: { departure: STORED },
    });
    const group = screen.getByRole('group', { name: 'Departure' });
    expect(hiddenInput(container)).toHaveValue(shown('2026-03-15T13:05'));
    expect(within(group).getByRole('spinbutton', { name: 'Hours' })).toHaveAttribute(
      'aria-valuemax',
      '23',
    );
  });

  it('stores an ISO string typed in UTC, or null when empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderForm(<DateTimeField name="departure" label="Departure" />, {
      defaultValues: { departure: null },
      onSubmit,
    });
    expect(hiddenInput(container)).toHaveValue('');
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ departure: null });

    // Day first, as every date on screen: 15/03/2026 14:30.
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('15032026');
    await user.keyboard('1430');
    expect(hiddenInput(container)).toHaveValue(shown('2026-03-15T14:30'));
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ departure: '2026-03-15T14:30:00.000Z' });
  });

  it('stores the wall-clock text with wallClock, whatever the browser zone', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderForm(
      <DateTimeField name="departure" label="Departure" wallClock />,
      { defaultValues: { departure: '2026-12-04T09:30' }, onSubmit },
    );
    expect(hiddenInput(container)).toHaveValue(shown('2026-12-04T09:30'));
    await user.click(screen.getByRole('spinbutton', { name: 'Hours' }));
    await user.keyboard('1145');
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ departure: '2026-12-04T11:45' });
  });

  // Times at an airport, skipped in the browser's zone by a daylight-saving change: the browser
  // would move them forward an hour if the field read them in its own zone.
  describe.each(['Europe/Paris', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata'])(
    'with wallClock, in a browser at %s',
    (browserZone) => {
      const saved = process.env.TZ;
      beforeAll(() => {
        process.env.TZ = browserZone;
      });
      afterAll(() => {
        process.env.TZ = saved;
      });

      it.each(['2026-03-08T02:30', '2026-03-29T02:30', '2026-10-04T02:30', '2026-11-01T01:30'])(
        'shows and stores %s as typed',
        async (local) => {
          const user = userEvent.setup();
          const onSubmit = vi.fn();
          const { container, unmount } = renderForm(
            <DateTimeField name="departure" label="Departure" wallClock />,
            { defaultValues: { departure: local } },
          );
          expect(hiddenInput(container)).toHaveValue(shown(local));
          unmount();

          renderForm(<DateTimeField name="departure" label="Departure" wallClock />, {
            defaultValues: { departure: null },
            onSubmit,
          });
          await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
          await user.keyboard(dateTimeDigits(local));
          await save();
          expect(onSubmit.mock.lastCall?.[0]).toEqual({ departure: local });
        },
      );

      it('shows and stores an instant in UTC', async () => {
        const user = userEvent.setup();
        const onSubmit = vi.fn();
        const { container } = renderForm(<DateTimeField name="departure" label="Departure" />, {
          defaultValues: { departure: '2026-03-29T01:30:00.000Z' },
          onSubmit,
        });
        expect(hiddenInput(container)).toHaveValue(shown('2026-03-29T01:30'));
        await user.click(screen.getByRole('spinbutton', { name: 'Hours' }));
        await user.keyboard('0230');
        await save();
        expect(onSubmit.mock.lastCall?.[0]).toEqual({ departure: '2026-03-29T02:30:00.000Z' });
      });
    },
  );

  it.each([
    ['en', 'Monday'],
    ['fr', 'lundi'],
  ])('starts weeks on Monday (%s)', async (language, monday) => {
    await i18next.changeLanguage(language);
    const user = userEvent.setup();
    renderForm(<DateTimeField name="departure" label="Departure" />, {
      defaultValues: { departure: STORED },
    });
    await user.click(screen.getByRole('button', { name: /15/ }));
    const headers = within(await screen.findByRole('grid')).getAllByRole('columnheader');
    expect(headers[0]).toHaveAccessibleName(monday);
  });
});
