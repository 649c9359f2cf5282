import type { ServiceTypology } from '../../../entities/service/contract';
import { db } from '../../db';
import { offerLimitRefusal } from '../offers';

/** The typologies the "hangars" limit of an offer counts. */
const HANGAR_TYPOLOGIES: readonly ServiceTypology[] = ['hangar', 'parking', 'outside_ramps'];

/**
 * A seller's offer limits on a service it creates or whose airports change (`except`: the
 * service changed): one more hangar, parking or outside-ramp service, or one more airport
 * where it sells fuel. The refusal on the field, naming the limit and the offer.
 */
export function serviceLimitErrors(
  sellerId: number,
  typology: ServiceTypology,
  airportIds: readonly number[] | undefined,
  except: number | null,
): Record<string, string[]> | null {
  const others = db.services.filter((s) => s.sellerId === sellerId && s.id !== except);
  if (except === null && HANGAR_TYPOLOGIES.includes(typology)) {
    const count = others.filter((s) => HANGAR_TYPOLOGIES.includes(s.typology)).length;
    const refused = offerLimitRefusal(sellerId, 'maxHangars', count, count + 1);
    if (refused) return { typology: [refused] };
  }
  if (typology === 'fuel' && airportIds) {
    const fuel = others.filter((s) => s.typology === 'fuel');
    const before = new Set(
      db.services
        .filter((s) => s.sellerId === sellerId && s.typology === 'fuel')
        .flatMap((s) => s.airportIds),
    );
    const after = new Set([...fuel.flatMap((s) => s.airportIds), ...airportIds]);
    const refused = offerLimitRefusal(sellerId, 'maxFuelAirports', before.size, after.size);
    if (refused) return { airportIds: [refused] };
  }
  return null;
}
