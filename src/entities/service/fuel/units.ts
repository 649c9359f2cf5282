import { LITRES_PER_US_GALLON } from '../../../lib/format/units';

/**
 * Fuel volume units (spec section 9: L, Gal, liter, USG). A gallon is the US gallon:
 * 1 USG = 3.785411784 L exactly (DECISIONS.md "Capacity and fuel"); kg needs a density and is
 * not a volume, so it is not converted here.
 */
export type VolumeUnit = 'L' | 'USG';

/** Exactly 231 cubic inches: 3.785411784 litres (the display's constant, one definition). */
export const LITRES_PER_USG = LITRES_PER_US_GALLON;

const ALIASES: Readonly<Record<string, VolumeUnit>> = {
  l: 'L',
  liter: 'L',
  litre: 'L',
  gal: 'USG',
  usg: 'USG',
};

/** The volume unit a spelling names (`L`, `liter`, `litre`, `Gal`, `USG`, any case), or null. */
export function volumeUnitOf(spelling: string): VolumeUnit | null {
  return ALIASES[spelling.trim().toLowerCase()] ?? null;
}

function litresPer(unit: VolumeUnit): number {
  return unit === 'L' ? 1 : LITRES_PER_USG;
}

/** A volume in `from` expressed in `to`. */
export function convertVolume(quantity: number, from: VolumeUnit, to: VolumeUnit): number {
  if (from === to) return quantity;
  return from === 'L' ? quantity / LITRES_PER_USG : quantity * LITRES_PER_USG;
}

/** A price per `from` expressed per `to` (a price per gallon is 3.785411784 times a litre's). */
export function convertUnitPrice(price: number, from: VolumeUnit, to: VolumeUnit): number {
  if (from === to) return price;
  return (price * litresPer(to)) / litresPer(from);
}
