import { useTranslation } from 'react-i18next';
import { DateField, FieldGrid, ResourceFormDialog, fieldsFor } from '@/lib/ui';
import {
  useCreateHangarCustomEventMutation,
  useUpdateHangarCustomEventMutation,
  type HangarVariant,
} from '../api/hangar.api';
import {
  customEventSchema,
  toCustomEventForm,
  type CustomEventFormValues,
  type CustomEventOutput,
  type HangarCustomEvent,
} from '../model/customEventForm';

const { TextField } = fieldsFor<CustomEventFormValues>();

export interface CustomEventDialogProps {
  variant: HangarVariant;
  /** The event edited; absent to create one. */
  event?: Pick<HangarCustomEvent, 'id' | 'name' | 'reason' | 'slices' | 'startDate' | 'endDate'>;
  /** A new event's slices and nights (a selection on the grid). */
  initial?: Partial<Pick<HangarCustomEvent, 'slices' | 'startDate' | 'endDate'>>;
  onClose: () => void;
}

/**
 * Creates or changes a custom event through its fields (the keyboard's way, and where a grid
 * selection lands). A refusal over held slices shows on the slices field, naming the holder.
 */
export function CustomEventDialog({ variant, event, initial, onClose }: CustomEventDialogProps) {
  const { t } = useTranslation('hangar');
  const [create] = useCreateHangarCustomEventMutation();
  const [update] = useUpdateHangarCustomEventMutation();
  return (
    <ResourceFormDialog<CustomEventFormValues, CustomEventOutput, CustomEventOutput>
      title={event ? t('events.editTitle', { name: event.name }) : t('events.addTitle')}
      schema={customEventSchema}
      defaultValues={toCustomEventForm(event ?? initial ?? {})}
      mutation={(values) =>
        event
          ? update({ id: event.id, variantId: variant.id, changes: values })
          : create({ ...values, variantId: variant.id })
      }
      onClose={onClose}
    >
      <FieldGrid columns={{ sm: '1fr 1fr' }} sx={{ pt: 1 }}>
        <TextField name="name" label={t('events.name')} autoComplete="off" required />
        <TextField name="reason" label={t('events.reason')} autoComplete="off" />
        <TextField
          name="slices"
          label={t('events.slices')}
          helperText={t('events.slicesHelp', { count: variant.slicesNumber })}
          autoComplete="off"
          required
        />
        <span />
        <DateField<CustomEventFormValues> name="startDate" label={t('events.startDate')} required />
        <DateField<CustomEventFormValues> name="endDate" label={t('events.endDate')} required />
      </FieldGrid>
    </ResourceFormDialog>
  );
}
