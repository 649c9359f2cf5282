import type { TripStep } from '@/entities/trip';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Leg 1: LFLL → LFMN", "Transfer 2: LFMN → Hôtel de Paris". */
export function stepTitle(t: Translate, step: TripStep): string {
  return step.className === 'TripFlight'
    ? t('view.leg', {
        position: step.position,
        from: step.flightDeparture.airport.icao,
        to: step.flightArrival.airport.icao,
      })
    : t('view.transfer', {
        position: step.position,
        from: step.transferDeparture.airport.icao,
        to: step.destination,
      });
}
