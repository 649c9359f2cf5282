import * as z from 'zod/mini';
import type { Schemas } from '@/lib/api/contract';
import {
  netVolumeAt15,
  netVolumeError,
  isJetFuelDensity,
} from '@/lib/measurement/volumeCorrection';
import { filled } from '@/lib/ui/resourceKit';
import type { CrossFieldRule } from '@/lib/ui/resourceKit';
import { VALIDATOR } from '@/lib/validation';
import type { FuelCertificate, FuelCertificatePayload } from '../api/fuelCertificates.api';

type PaymentType = Schemas['FuelCertificatePaymentType'];

/** What the certificate form edits; `line` is the delivered line as `<quoteId>:<quoteLineId>`. */
export interface CertificateFormValues {
  line: string | null;
  certificateNumber: string;
  grossLitres: number | null;
  density15: number | null;
  temperatureC: number | null;
  netLitres15: number | null;
  fuelingStartAt: string | null;
  fuelingEndAt: string | null;
  truckNumber: string;
  taxRelevant: boolean;
  paymentType: PaymentType | null;
  provider: string;
}

/** A delivered line's choice value: the order and the line, both of which the API needs. */
export const lineKey = (line: { quoteId: number; quoteLineId: number }) =>
  `${String(line.quoteId)}:${String(line.quoteLineId)}`;

/** The order and line of a choice value, or null when it is not one. */
export function lineOfKey(key: string | null): { quoteId: number; quoteLineId: number } | null {
  const match = /^(\d+):(\d+)$/.exec(key ?? '');
  if (!match) return null;
  return { quoteId: Number(match[1]), quoteLineId: Number(match[2]) };
}

/** A chosen line (the API says whether it is one of the seller's delivered lines). */
export const lineRule = z
  .string({ error: VALIDATOR.required })
  .check(z.refine((value) => lineOfKey(value) !== null, { error: VALIDATOR.required }));

/** A date and time the picker filled (it leaves null while half typed). */
export const timeRule = z
  .string({ error: VALIDATOR.required })
  .check(z.refine((value) => value !== '', { error: VALIDATOR.required }));

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The measures of the values, when all three are numbers and the density a jet fuel's. */
export function measuresOf(values: Readonly<Record<string, unknown>>) {
  const { grossLitres, density15, temperatureC } = values;
  if (!isNumber(grossLitres) || !isNumber(density15) || !isNumber(temperatureC)) return null;
  if (!isJetFuelDensity(density15)) return null;
  return { grossLitres, density15, temperatureC };
}

/** The net at 15 °C and its factor for the values typed so far (the preview), or null. */
export function computedNet(values: Readonly<Record<string, unknown>>) {
  const measures = measuresOf(values);
  return measures && netVolumeAt15(measures);
}

/** The 0.5 % rule (lib/measurement), before sending: the API's own message on the same field. */
function netError(values: Readonly<Record<string, unknown>>): string | null {
  const measures = measuresOf(values);
  const net = values.netLitres15;
  return measures && isNumber(net) ? netVolumeError(measures, net) : null;
}

const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

export const certificateRules: readonly CrossFieldRule<CertificateFormValues>[] = [
  {
    path: 'netLitres15',
    message: (values) => netError(values) ?? VALIDATOR.number,
    test: (values) => netError(values) === null,
  },
  {
    path: 'fuelingEndAt',
    message: 'validator.end_before_start',
    test: (values) => {
      const [start, end] = [time(values.fuelingStartAt), time(values.fuelingEndAt)];
      return Number.isNaN(start) || Number.isNaN(end) || end > start;
    },
  },
];

export function toCertificatePayload(values: CertificateFormValues): FuelCertificatePayload {
  const { line, ...measures } = values;
  return {
    ...filled(lineOfKey(line)),
    ...measures,
    grossLitres: filled(measures.grossLitres),
    density15: filled(measures.density15),
    temperatureC: filled(measures.temperatureC),
    netLitres15: filled(measures.netLitres15),
    fuelingStartAt: filled(measures.fuelingStartAt),
    fuelingEndAt: filled(measures.fuelingEndAt),
    paymentType: filled(measures.paymentType),
  };
}

export function certificateToValues(certificate: FuelCertificate): CertificateFormValues {
  return {
    line: lineKey(certificate),
    certificateNumber: certificate.certificateNumber,
    grossLitres: certificate.grossLitres,
    density15: certificate.density15,
    temperatureC: certificate.temperatureC,
    netLitres15: certificate.netLitres15,
    fuelingStartAt: certificate.fuelingStartAt,
    fuelingEndAt: certificate.fuelingEndAt,
    truckNumber: certificate.truckNumber,
    taxRelevant: certificate.taxRelevant,
    paymentType: certificate.paymentType,
    provider: certificate.provider,
  };
}
