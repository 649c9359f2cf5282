import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '@/lib/ui';
import { DateTimeField } from '@/lib/ui/views/form/DateTimeField';
import { isPeriod, type HangarPeriod } from '../../model/hangarPeriod';

interface PeriodValues {
  startAt: string | null;
  endAt: string | null;
}

/** Start and end at the airport (wall times); a valid change is reported at once. */
export function PeriodFields({
  period,
  onChange,
}: {
  period: HangarPeriod;
  onChange: (period: HangarPeriod) => void;
}) {
  const { t } = useTranslation('shop');
  const form = useForm<PeriodValues>({ defaultValues: period });
  const [startAt, endAt] = useWatch({ control: form.control, name: ['startAt', 'endAt'] });
  const valid = isPeriod({ startAt: startAt ?? '', endAt: endAt ?? '' });
  useEffect(() => {
    if (startAt === null || endAt === null || !isPeriod({ startAt, endAt })) return;
    if (startAt !== period.startAt || endAt !== period.endAt) onChange({ startAt, endAt });
  }, [startAt, endAt, period, onChange]);
  return (
    <Form form={form} onSubmit={() => undefined} aria-label={t('hangar.period')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, maxWidth: 640 }}>
        <DateTimeField<PeriodValues>
          name="startAt"
          label={t('hangar.startAt')}
          wallClock
          required
        />
        <DateTimeField<PeriodValues>
          name="endAt"
          label={t('hangar.endAt')}
          wallClock
          required
          helperText={valid ? undefined : t('hangar.endAfterStart')}
        />
      </Stack>
    </Form>
  );
}
