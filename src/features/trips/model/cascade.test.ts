import { describe, expect, it } from 'vitest';
import { flightLeg, tripAirport, tripEvent } from '@tests/utils/tripFixtures';
import type {
  TransferStep,
  Trip,
  TripAirport,
  TripEvent,
  TripOrderedService,
} from '@/entities/trip';
import {
  cancelledServiceLabel,
  servicesCancelledBy,
  transferSource,
  type Cascade,
} from './cascade';

const LFLL = tripAirport(1, 'LFLL');
const LFMN = tripAirport(2, 'LFMN');
const LSGG = tripAirport(3, 'LSGG');

const service = (quoteId: number, providerId: number, cancelled = false): TripOrderedService => ({
  quoteId,
  reference: `Q-${quoteId}`,
  state: 'validated',
  cancelled,
  provider: { id: providerId, name: `Seller ${providerId}` },
  lines: [],
});

const event = (
  id: number,
  at: TripAirport,
  services: TripOrderedService[],
  scheduledAt: string,
): TripEvent => tripEvent(id, at, { services, scheduledAt });
const leg = flightLeg;

// Lyon -> Nice (fuel 101 by seller 6 at Lyon; handling 102 by 2 at Nice, 103 cancelled),
// a helicopter transfer from Nice after the arrival (its own event 5: quote 104 by operator 3,
// catering 106 by 5), two days later Nice -> Geneva (hangar 105 by 7 at Geneva).
const niceArrival = event(2, LFMN, [service(102, 2), service(103, 2, true)], '2026-12-04T09:35Z');
const legOne = leg(1, event(1, LFLL, [service(101, 6)], '2026-12-04T08:30Z'), niceArrival);
const transfer: TransferStep = {
  id: 2,
  position: 2,
  visibleInList: true,
  cancelled: false,
  className: 'TripTransfer',
  departureEventId: 2,
  transferDeparture: event(5, LFMN, [service(104, 3), service(106, 5)], '2026-12-04T10:00Z'),
  mode: 'helicopter',
  destination: 'Monaco Heliport',
  passengers: 2,
  helicopterOperator: { id: 3, name: 'Azur Heli' },
};
const legTwo = leg(
  3,
  event(3, LFMN, [], '2026-12-06T15:00Z'),
  event(4, LSGG, [service(105, 7)], '2026-12-06T15:55Z'),
);
const trip: Trip = {
  id: 9,
  name: 'Riviera',
  type: 'multi_leg',
  status: 'planned',
  organization: { id: 1, name: 'Alpine' },
  aircraft: null,
  tripSteps: [legOne, transfer, legTwo],
  startAt: null,
  endAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('servicesCancelledBy', () => {
  it.each<[string, Cascade, number[]]>([
    ['deleting the trip: every live quote once', { kind: 'deleteTrip' }, [101, 102, 104, 106, 105]],
    [
      'deleting the first leg: its events and the transfer leaving from them',
      { kind: 'deleteStep', stepId: 1 },
      [101, 102, 104, 106],
    ],
    ['deleting the transfer: its own event', { kind: 'deleteStep', stepId: 2 }, [104, 106]],
    ['deleting a leg without quotes at departure', { kind: 'deleteStep', stepId: 3 }, [105]],
    ['deleting a step that is not there', { kind: 'deleteStep', stepId: 99 }, []],
    [
      'editing nothing',
      { kind: 'editAirports', stepId: 1, departureAirportId: 1, arrivalAirportId: 2 },
      [],
    ],
    [
      'moving the departure',
      { kind: 'editAirports', stepId: 1, departureAirportId: 3, arrivalAirportId: 2 },
      [101],
    ],
    [
      'moving the arrival',
      { kind: 'editAirports', stepId: 1, departureAirportId: 1, arrivalAirportId: 3 },
      [102, 104, 106],
    ],
    [
      'moving both',
      { kind: 'editAirports', stepId: 1, departureAirportId: 3, arrivalAirportId: 3 },
      [101, 102, 104, 106],
    ],
    [
      "moving the second leg's departure: the transfer left before it, from the first leg",
      { kind: 'editAirports', stepId: 3, departureAirportId: 1, arrivalAirportId: 3 },
      [],
    ],
    [
      'editing a transfer\'s "airports"',
      { kind: 'editAirports', stepId: 2, departureAirportId: 9, arrivalAirportId: 9 },
      [],
    ],
  ])('%s', (_name, cascade, quoteIds) => {
    expect(servicesCancelledBy(trip, cascade).map(({ service: item }) => item.quoteId)).toEqual(
      quoteIds,
    );
  });

  it('reads the leg event a transfer leaves from', () => {
    expect(transferSource(trip, transfer)?.id).toBe(2);
    // An event no longer on the trip (its leg deleted meanwhile).
    expect(transferSource(trip, { ...transfer, departureEventId: 99 })).toBeNull();
  });

  it('labels a line with the reference, the seller and the airport', () => {
    const [first] = servicesCancelledBy(trip, { kind: 'deleteStep', stepId: 3 });
    expect(first && cancelledServiceLabel(first)).toBe('Q-105 · Seller 7 · LSGG');
  });
});
