// A trip's cost details and its documents (export, PPR, gendec, flight plan).
import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CostDetails, Trip } from '../../../entities/trip/contract';
import { advanceClock, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { as, buyer, json, flight } from './testkit';

beforeEach(() => resetDemoApi());

describe('cost details', () => {
  it('answers ready: false for a moment after the first ask, then the charges', async () => {
    const options = await buyer();
    const first = await json<CostDetails>(
      await call('GET', 'api/trip-step/1/cost-details', options),
    );
    expect(first).toEqual({ ready: false });
    expect(
      await json<CostDetails>(await call('GET', 'api/trip-step/1/cost-details', options)),
    ).toEqual({ ready: false });
    advanceClock(1);
    const ready = await json<CostDetails>(
      await call('GET', 'api/trip-step/1/cost-details', options),
    );
    if (!ready.ready) throw new Error('not ready');
    expect(ready.charges.map((c) => c.label)).toEqual([
      expect.stringContaining('Riviera Jet Centre'),
      'Landing fee LFMN',
      'Passenger fees LFLL (4)',
    ]);
    expect(ready.total).toBe(ready.charges.reduce((sum, c) => sum + c.amount, 0));
    const other = await as('hannah.wright@thames-exec.co.uk', 11);
    expect((await call('GET', 'api/trip-step/1/cost-details', other)).status).toBe(404);
  });
});

describe('documents', () => {
  it('exports the trip and prints the PPR as PDFs', async () => {
    const options = await buyer();
    const trip = await call('GET', 'api/trip/1/export', options);
    expect(trip.headers.get('Content-Type')).toBe('application/pdf');
    expect(trip.headers.get('Content-Disposition')).toContain('trip-1.pdf');
    const bytes = new Uint8Array(await trip.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toContain('Riviera weekend');
    const ppr = await json<{ id: number; status: string }>(
      await call('GET', 'api/trip-step/1/ppr', options),
    );
    const print = await call('GET', `api/ppr/${ppr.id}/print`, options);
    expect(print.headers.get('Content-Disposition')).toContain(`ppr-${ppr.id}.pdf`);
    expect(new TextDecoder().decode(new Uint8Array(await print.arrayBuffer()).slice(0, 4))).toBe(
      '%PDF',
    );
    expect((await call('GET', 'api/ppr/999999/print', options)).status).toBe(404);
  });

  it('reads and saves the gendec', async () => {
    const options = await buyer();
    const gendec = await json<{ departureIcao: string; crew: unknown[] }>(
      await call('GET', 'api/trip-step/1/gendec', options),
    );
    expect(gendec).toEqual(
      expect.objectContaining({
        departureIcao: 'LFLL',
        arrivalIcao: 'LFMN',
        aircraftRegistration: 'F-HALP',
      }),
    );
    expect(gendec.crew).toHaveLength(3);
    expect(
      (await call('PATCH', 'api/trip-step/1/gendec', { ...options, body: { cargoDeclaration: 3 } }))
        .status,
    ).toBe(400);
    const saved = await json<{ healthDeclaration: boolean; cargoDeclaration: string | null }>(
      await call('PATCH', 'api/trip-step/1/gendec', {
        ...options,
        body: { healthDeclaration: true, cargoDeclaration: 'Two cases of wine' },
      }),
    );
    expect(saved).toEqual(
      expect.objectContaining({ healthDeclaration: true, cargoDeclaration: 'Two cases of wine' }),
    );
    expect((await call('GET', 'api/trip-step/2/gendec', options)).status).toBe(404);
  });

  it('saves the flight plan and a passenger’s reduced mobility', async () => {
    const options = await buyer();
    const bad = await call('PATCH', 'api/trip-step/3/flight-plan', {
      ...options,
      body: {
        route: 'DCT',
        cruiseLevel: 900,
        cruiseSpeedKt: 0,
        alternateIcao: 'XXXX',
        filed: true,
      },
    });
    expect((await json<{ errors: object }>(bad, 400)).errors).toEqual({
      cruiseLevel: ['validator.number'],
      cruiseSpeedKt: ['validator.strict_positive'],
      alternateIcao: ['validator.choice'],
    });
    const plan = {
      route: 'DCT NIZ UN852 GVA',
      cruiseLevel: 290,
      cruiseSpeedKt: 430,
      alternateIcao: 'LSZH',
      filed: false,
    };
    const trip = await json<Trip>(
      await call('PATCH', 'api/trip-step/3/flight-plan', { ...options, body: plan }),
    );
    expect(flight(trip, 3).flightPlan).toEqual(plan);
    const passenger = flight(trip, 1).passengers[0];
    const disabled = await json<Trip>(
      await call('PATCH', 'api/trip-step/1/disabled-participant', {
        ...options,
        body: { passengerId: passenger?.id, disabled: true },
      }),
    );
    expect(flight(disabled, 1).passengers[0]?.disabled).toBe(true);
    expect(
      (
        await call('PATCH', 'api/trip-step/1/disabled-participant', {
          ...options,
          body: { passengerId: 999_999, disabled: true },
        })
      ).status,
    ).toBe(404);
  });
});
