/**
 * Net volume at 15 °C of a jet fuel delivery: ASTM D1250 / API MPMS 11.1, 1980 Table 54B
 * (generalized products, correction of volume to 15 °C against density at 15 °C), jet-fuel group.
 *
 * Table 54B works in °C with the density at 15 °C in kg/m³. Its jet-fuel constants are
 * K0 = 594.5418, K1 = 0: the °F tables (6B, 24B) print K0 = 330.3010 because their expansion
 * coefficient is per °F; 330.3010 × 1.8 = 594.5418 per °C. Only the °C constant reproduces the
 * published Table 54B factors (see volumeCorrection.test.ts).
 */
import { VALIDATOR, messageWithValues } from '../validation/messages';

/** The jet-fuel group's constants of Table 54B, per °C. */
export const JET_FUEL_K0 = 594.5418;
export const JET_FUEL_K1 = 0;

/**
 * Densities at 15 °C accepted for jet fuel: the Jet A / Jet A-1 specification range (ASTM D1655,
 * 775 to 840 kg/m³). The jet-fuel constants are applied to the whole range.
 */
export const JET_FUEL_DENSITY_RANGE = { min: 775, max: 840 } as const;

/** The standard's reference temperature. */
export const REFERENCE_TEMPERATURE_C = 15;

/** A typed net volume more than this share away from the computed one is refused. */
export const NET_VOLUME_TOLERANCE = 0.005;

/** Table 54B prints its factors with four decimals; a certificate uses the printed factor. */
const FACTOR_DECIMALS = 4;

function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** Thermal expansion coefficient at 15 °C, per °C: alpha15 = K0 / rho15² + K1 / rho15. */
export function expansionCoefficient15(density15: number): number {
  return JET_FUEL_K0 / (density15 * density15) + JET_FUEL_K1 / density15;
}

/**
 * The volume correction factor (VCF) from the observed temperature to 15 °C, rounded as the
 * table prints it: VCF = exp(-alpha15 · ΔT · (1 + 0.8 · alpha15 · ΔT)), ΔT = t − 15.
 */
export function volumeCorrectionFactor(density15: number, temperatureC: number): number {
  const alpha = expansionCoefficient15(density15);
  const deltaT = temperatureC - REFERENCE_TEMPERATURE_C;
  return roundTo(Math.exp(-alpha * deltaT * (1 + 0.8 * alpha * deltaT)), FACTOR_DECIMALS);
}

export interface NetVolumeInput {
  /** Gross litres measured at the observed temperature. */
  grossLitres: number;
  /** Density at 15 °C, kg/m³ (the figure of the fuel's quality certificate). */
  density15: number;
  /** Fuel temperature at delivery, °C. */
  temperatureC: number;
}

export interface NetVolume {
  /** Net litres at 15 °C, to the whole litre (a meter's resolution). */
  netLitres: number;
  /** The factor used, four decimals. */
  factor: number;
}

export function isJetFuelDensity(density15: number): boolean {
  return density15 >= JET_FUEL_DENSITY_RANGE.min && density15 <= JET_FUEL_DENSITY_RANGE.max;
}

/** Net litres at 15 °C and the factor used. The density must be a jet-fuel density. */
export function netVolumeAt15(input: NetVolumeInput): NetVolume {
  if (!isJetFuelDensity(input.density15)) {
    throw new RangeError(`density ${String(input.density15)} kg/m³ is outside the jet-fuel range`);
  }
  const factor = volumeCorrectionFactor(input.density15, input.temperatureC);
  return { factor, netLitres: Math.round(input.grossLitres * factor) };
}

/** The 0.5 % rule: is a typed net volume close enough to the computed one? */
export function isNetVolumeWithinTolerance(typedNet: number, computedNet: number): boolean {
  return Math.abs(typedNet - computedNet) <= NET_VOLUME_TOLERANCE * computedNet;
}

/**
 * The 0.5 % rule as a form's or the API's message: null when `typedNet` is accepted (or the
 * density is not a jet fuel's, which its own field refuses), otherwise
 * `validator.net_volume_mismatch` naming the computed net and the factor, for the field to show.
 */
export function netVolumeError(input: NetVolumeInput, typedNet: number): string | null {
  if (!isJetFuelDensity(input.density15)) return null;
  const computed = netVolumeAt15(input);
  if (isNetVolumeWithinTolerance(typedNet, computed.netLitres)) return null;
  return messageWithValues(VALIDATOR.netVolumeMismatch, {
    computed: computed.netLitres,
    factor: computed.factor,
  });
}
