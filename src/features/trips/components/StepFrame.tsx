import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripStep } from '@/entities/trip';
import { OverflowMenu, StatusChip, type OverflowMenuItem } from '@/lib/ui';
import { CostDetailsBlock } from './CostDetailsBlock';

/** A step's section on the trip's page: its title, its state, its "⋯" menu and its costs. */
export function StepFrame(props: {
  title: string;
  step: TripStep;
  /** Destructive actions wait here, never as a red button on the card. */
  menu?: readonly OverflowMenuItem[];
  children: ReactNode;
}) {
  const { t } = useTranslation('trips');
  const headingId = `step-${props.step.id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      {/* The "⋯" stays beside the title on a phone too: the title wraps between words. */}
      <Stack
        direction="row"
        spacing={1}
        sx={{
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', sm: 'center' },
          mb: 1,
        }}
      >
        <Typography
          id={headingId}
          component="h2"
          variant="h6"
          sx={{
            minWidth: 0,
            ...(props.step.cancelled ? { textDecoration: 'line-through' } : {}),
          }}
        >
          {props.title}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end' }}
        >
          {props.step.cancelled && <StatusChip tone="muted" label={t('view.cancelledStep')} />}
          {!props.step.visibleInList && <StatusChip tone="neutral" label={t('view.hiddenStep')} />}
          <OverflowMenu
            items={props.menu ?? []}
            size="small"
            label={t('view.stepActions', { title: props.title })}
          />
        </Stack>
      </Stack>
      {props.children}
      <CostDetailsBlock stepId={props.step.id} />
    </Paper>
  );
}
