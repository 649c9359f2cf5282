import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/dates';
import { utcToZoned, zonedToUtc } from '@/lib/format/zonedTime';
import { notify } from '@/lib/feedback';
import { Form, FormErrors, SubmitButton, TextField, useMutationForm } from '@/lib/ui';
import { DateTimeField } from '@/lib/ui/views/form/DateTimeField';
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

/** "15/01/2027, 09:30 UTC": an airport's local time as the toasts name it, in UTC. */
function utcText(local: string | null, timeZone: string, language: string): string {
  const utc = local === null ? null : zonedToUtc(local, timeZone);
  return utc === null ? '' : `${formatDateTime(utc, language, 'UTC')} UTC`;
}

/** Ask for a slot at a local time of the airport (defaults to the planned ETD or ETA). */
export function SlotRequestForm({ context }: { context: SlotContext }) {
  const { t, i18n } = useTranslation('slots');
  const zone = context.event.airport.timezone;
  const airport = context.event.airport.icao;
  const [requestSlot] = useRequestSlotMutation();
  const schema = useMemo(() => slotRequestSchema(zone), [zone]);
  const { form, submit, errors } = useMutationForm({
    schema,
    defaultValues: { requestedAt: utcToZoned(context.event.scheduledAt, zone) },
    mutation: requestSlot,
    toPayload: ({ requestedAt }: SlotRequestValues) => ({
      tripId: context.trip.id,
      eventId: context.event.id,
      requestedAt: requestedAt ?? '',
    }),
    // One toast naming the slot (the call's generic one is off).
    onSaved: (_trip, { values }) =>
      notify({
        title: t('feedback.requested', {
          airport,
          time: utcText(values.requestedAt, zone, i18n.language),
        }),
        variant: 'success',
      }),
  });
  return (
    <Form form={form} onSubmit={submit} aria-label={t('forms.requestTitle')}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          {t('forms.requestTitle')}
        </Typography>
        <FormErrors messages={errors} />
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
  const { t, i18n } = useTranslation('slots');
  const zone = context.event.airport.timezone;
  const airport = context.event.airport.icao;
  const [decideSlot] = useDecideSlotMutation();
  const schema = useMemo(() => slotAttributionSchema(zone), [zone]);
  const requested = context.event.slot.requestedAt ?? context.event.scheduledAt;
  const { form, submit, errors } = useMutationForm({
    schema,
    defaultValues: { number: '', attributedAt: utcToZoned(requested, zone) },
    mutation: decideSlot,
    toPayload: ({ number, attributedAt }: SlotAttributionValues) => ({
      tripId: context.trip.id,
      eventId: context.event.id,
      decision: {
        decision: 'submit' as const,
        number: number.trim(),
        attributedAt: attributedAt ?? '',
      },
    }),
    // One toast naming the slot (the call's generic one is off).
    onSaved: (_result, { values }) =>
      notify({
        title: t('feedback.attributed', {
          number: values.number.trim(),
          airport,
          time: utcText(values.attributedAt, zone, i18n.language),
        }),
        variant: 'success',
      }),
  });
  return (
    <Form form={form} onSubmit={submit} aria-label={t('forms.attributeTitle')}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          {t('forms.attributeTitle')}
        </Typography>
        <FormErrors messages={errors} />
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
