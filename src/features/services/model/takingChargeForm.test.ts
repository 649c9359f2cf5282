import { describe, expect, it } from 'vitest';
import { PLACE_KINDS, type Place, type PlaceKind } from '@/entities/service';
import { takingChargePayload, takingChargeSchema } from './takingChargeForm';

function place(id: number, kind: PlaceKind): Place {
  return { id, name: `Place ${id}`, formattedAddress: 'Somewhere', kind, countryCode: 'FR' };
}

const PRECISE: Record<PlaceKind, boolean> = {
  heliport: true,
  helipad: true,
  premise: true,
  street_address: true,
  road: false,
  city: false,
  region: false,
};

describe('taking-charge addresses', () => {
  it.each(PLACE_KINDS.map((kind) => [kind, PRECISE[kind]] as const))(
    'a %s is precise enough: %s',
    (kind, precise) => {
      const result = takingChargeSchema.safeParse([place(1, 'heliport'), place(2, kind)]);
      expect(result.success).toBe(precise);
      if (!result.success) {
        expect(result.error.issues.map((issue) => issue.message)).toEqual([
          'validator.service.place_imprecise',
        ]);
      }
    },
  );

  it('may be none, at most 20', () => {
    expect(takingChargeSchema.safeParse([]).success).toBe(true);
    const many = Array.from({ length: 21 }, (_, index) => place(index + 1, 'premise'));
    expect(takingChargeSchema.safeParse(many).success).toBe(false);
  });

  it('sends the places’ ids in the chosen order', () => {
    expect(takingChargePayload([place(6, 'premise'), place(1, 'heliport')])).toEqual({
      takingChargePlaceIds: [6, 1],
    });
  });
});
