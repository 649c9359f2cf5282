import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MOVEMENT_TYPES, SLOT_STATUSES, type SlotStatus } from '@/entities/trip';
import { StatusChip, type StatusTone } from '@/lib/ui';

/** The status palette's tone of each slot status (UI.md "Tokens"). */
const STATUS_TONE: Record<SlotStatus, StatusTone> = {
  not_requested: 'neutral',
  not_assigned: 'warning',
  requested: 'info',
  submitted: 'success',
};

/** A slot's status as a chip with its words (spec section 4 slot statuses). */
export function SlotStatusChip({ status }: { status: SlotStatus }) {
  const { t } = useTranslation('slots');
  return <StatusChip tone={STATUS_TONE[status]} label={t(`statuses.${status}`)} />;
}

/** Status and movement choices, translated. */
export function useSlotOptions() {
  const { t } = useTranslation('slots');
  return useMemo(
    () => ({
      statuses: SLOT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
      movements: MOVEMENT_TYPES.map((value) => ({ value, label: t(`movements.${value}`) })),
    }),
    [t],
  );
}
