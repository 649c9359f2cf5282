import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import * as z from 'zod/mini';
import { VALIDATOR } from '@/lib/validation/messages';
import { FormDialog } from '../dialogs/FormDialog';
import { DateTimeField } from '../form/DateTimeField';
import type { CalendarTimes } from '../../controllers/calendar/calendarEditing';

// DateTimeField stores null while a date is empty or half typed.
const instant = z
  .nullable(z.string())
  .check(z.refine((value) => value !== null && value !== '', { error: VALIDATOR.required }));
const timesSchema = z
  .object({ start: instant, end: instant })
  .check(
    z.refine(
      (times) =>
        times.start === null ||
        times.end === null ||
        Date.parse(times.end) > Date.parse(times.start),
      { error: 'validator.end_before_start', path: ['end'] },
    ),
  );

export interface CalendarTimesDialogProps {
  /** "New event", or "Times of Lyon → Nice". */
  title: string;
  initial: CalendarTimes;
  /** The event's own page, when it has one: the form then also offers to open it. */
  to?: string;
  onSubmit: (times: CalendarTimes) => void;
  onClose: () => void;
}

/**
 * The keyboard's way to do what a drag, a resize or a selection does: the start and the end of
 * an event (UTC, as the calendar), the end after the start. Saving hands the times over and
 * closes; what the server says of them is the calendar's to show.
 */
export function CalendarTimesDialog({
  title,
  initial,
  to,
  onSubmit,
  onClose,
}: CalendarTimesDialogProps) {
  const { t } = useTranslation('ui');
  const form = useForm({ resolver: zodResolver(timesSchema), defaultValues: initial });
  return (
    <FormDialog
      title={title}
      form={form}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={({ start, end }) => {
        if (start === null || end === null) return; // the schema refused it already
        onSubmit({ start, end });
        onClose();
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <DateTimeField name="start" label={t('calendar.start')} required />
        <DateTimeField name="end" label={t('calendar.end')} required />
        {to !== undefined && (
          <Link component={RouterLink} to={to}>
            {t('calendar.openEvent')}
          </Link>
        )}
      </Box>
    </FormDialog>
  );
}
