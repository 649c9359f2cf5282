import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { formatDateTime } from '@/lib/format/dates';
import { utcToZoned, zonedToUtc } from '@/lib/format/zonedTime';
import { Form, SubmitButton, TextField } from '@/lib/ui';
import { applyServerErrors } from '@/lib/ui/form/applyServerErrors';
import { DateTimeField } from '@/lib/ui/form/DateTimeField';
import { useDecideSlotMutation, useRequestSlotMutation } from '../api/slots.api';
import type { SlotContext } from '../model/slotEvent';
import {
  slotAttributionSchema,
  slotRequestSchema,
  type SlotAttributionValues,
  type SlotRequestValues,
} from '../model/slotForms';

/** "= 04/12/2026 08:30 UTC" under a local time field, so nobody converts in their head. */
function UtcEquivalent({ name, timeZone }: { name: string; timeZone: string }) {
  const { t, i18n } = useTranslation('slots');
  const value: unknown = useWatch({ name });
  const utc = typeof value === 'string' ? zonedToUtc(value, timeZone) : null;
  if (utc === null) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {t('forms.utcEquivalent', { time: formatDateTime(utc, i18n.language, 'UTC') })}
    </Typography>
  );
}

/** Ask for a slot at a local time of the airport (defaults to the planned ETD or ETA). */
export function SlotRequestForm({ context }: { context: SlotContext }) {
  const { t } = useTranslation('slots');
  const zone = context.event.airport.timezone;
  const [requestSlot] = useRequestSlotMutation();
  const schema = useMemo(() => slotRequestSchema(zone), [zone]);
  const form = useForm<SlotRequestValues>({
    resolver: zodResolver(schema),
    defaultValues: { requestedAt: utcToZoned(context.event.scheduledAt, zone) },
  });
  const onSubmit = async ({ requestedAt }: SlotRequestValues) => {
    const result = await requestSlot({
      tripId: context.trip.id,
      eventId: context.event.id,
      requestedAt: requestedAt ?? '',
    });
    if (result.error) applyServerErrors(form, apiErrorOf(result.error));
  };
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t('forms.requestTitle')}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          {t('forms.requestTitle')}
        </Typography>
        <DateTimeField<SlotRequestValues>
          name="requestedAt"
          label={t('forms.requestedAt', { zone })}
          wallClock
          required
        />
        <UtcEquivalent name="requestedAt" timeZone={zone} />
        <div>
          <SubmitButton>{t('actions.request')}</SubmitButton>
        </div>
      </Stack>
    </Form>
  );
}

/** The slot handler's answer: the coordinator's slot number and time. */
export function SlotAttributionForm({ context }: { context: SlotContext }) {
  const { t } = useTranslation('slots');
  const zone = context.event.airport.timezone;
  const [decideSlot] = useDecideSlotMutation();
  const schema = useMemo(() => slotAttributionSchema(zone), [zone]);
  const requested = context.event.slot.requestedAt ?? context.event.scheduledAt;
  const form = useForm<SlotAttributionValues>({
    resolver: zodResolver(schema),
    defaultValues: { number: '', attributedAt: utcToZoned(requested, zone) },
  });
  const onSubmit = async ({ number, attributedAt }: SlotAttributionValues) => {
    const result = await decideSlot({
      tripId: context.trip.id,
      eventId: context.event.id,
      decision: { decision: 'submit', number: number.trim(), attributedAt: attributedAt ?? '' },
    });
    if (result.error) applyServerErrors(form, apiErrorOf(result.error));
  };
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t('forms.attributeTitle')}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          {t('forms.attributeTitle')}
        </Typography>
        <TextField<SlotAttributionValues> name="number" label={t('fields.number')} required />
        <DateTimeField<SlotAttributionValues>
          name="attributedAt"
          label={t('forms.attributedAt', { zone })}
          wallClock
          required
        />
        <UtcEquivalent name="attributedAt" timeZone={zone} />
        <div>
          <SubmitButton>{t('actions.attribute')}</SubmitButton>
        </div>
      </Stack>
    </Form>
  );
}
