/**
 * A helicopter service's transfer tab (issue 30) as a declared form: the aircraft among the
 * organization's helicopters, private or shared, seats, luggage and flight time, each number
 * bounded by the API document's limits (ServiceTransfer). The aircraft's choices come from a hook
 * the tab gives (the fleet call).
 */
import type * as z from 'zod/mini';
import { HELICOPTER_TRANSFER_TYPES } from '@/entities/cart';
import type { ServiceTransfer, ServiceTransferView } from '@/entities/service';
import { serviceTransferLimits } from '@/lib/contract/generated/constants';
import type { FieldDeclaration, OptionsHook } from '@/lib/ui/resourceKit';
import { fieldsSchema, filled } from '@/lib/ui/resourceKit';

export interface TransferValues {
  helicopterId: number | null;
  type: ServiceTransfer['type'] | null;
  seats: number | null;
  luggageKg: number | null;
  durationMinutes: number | null;
}

export const TRANSFER_LIMITS = serviceTransferLimits;

/** The tab's fields; `helicopters` gives the aircraft's choices. */
export function transferFields(
  helicopters: OptionsHook,
): FieldDeclaration<Extract<keyof TransferValues, string>>[] {
  return [
    { name: 'helicopterId', kind: 'select', required: true, useOptions: helicopters },
    {
      name: 'type',
      kind: 'select',
      required: true,
      options: HELICOPTER_TRANSFER_TYPES,
      optionLabels: 'transfer.types',
    },
    { name: 'seats', kind: 'number', required: true },
    { name: 'luggageKg', kind: 'number', required: true, unit: 'kg' },
    { name: 'durationMinutes', kind: 'number', required: true, unit: 'min' },
  ];
}

const noChoices: OptionsHook = () => [];

/** The rules only (the choices play no part in them). */
export const transferSchema = fieldsSchema(transferFields(noChoices), TRANSFER_LIMITS);

export function transferToValues(transfer: ServiceTransferView | null): TransferValues {
  return {
    helicopterId: transfer?.helicopterId ?? null,
    type: transfer?.type ?? null,
    seats: transfer?.seats ?? null,
    luggageKg: transfer?.luggageKg ?? null,
    durationMinutes: transfer?.durationMinutes ?? null,
  };
}

/** The checked values as the API's `transfer` (each required, so filled). */
export function transferPayload(values: z.output<typeof transferSchema>): ServiceTransfer {
  const read = (key: keyof TransferValues) => values[key];
  const type = read('type');
  return {
    helicopterId: Number(filled(read('helicopterId'))),
    type: type === 'shared' ? 'shared' : 'private',
    seats: Number(filled(read('seats'))),
    luggageKg: Number(filled(read('luggageKg'))),
    durationMinutes: Number(filled(read('durationMinutes'))),
  };
}
