import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FlightPlanPayload, LegEvent } from '@/entities/trip';
import { useCan } from '@/lib/auth/useCan';
import { TRIP_ACTION_RIGHTS } from '@/entities/trip';
import {
  CheckboxField,
  DetailList,
  FieldGrid,
  Form,
  FormErrors,
  SubmitButton,
  fieldsFor,
  useDisplayFormat,
  useMutationForm,
} from '@/lib/ui';
import { useSaveFlightPlanMutation } from '../api/legs.api';
import {
  flightPlanSchema,
  toFlightPlanForm,
  toFlightPlanPayload,
  type FlightPlanFormValues,
} from '../model/leg.schemas';

const { TextField, NumberField } = fieldsFor<FlightPlanFormValues>();

/** The plan as read by who may not change it (TRIP_FLIGHT_PLAN_VIEW without EDIT). */
function FlightPlanDetails({ context }: { context: LegEvent }) {
  const { t } = useTranslation('legs');
  const plan = context.leg.flightPlan;
  const show = useDisplayFormat();
  return (
    <DetailList
      items={[
        { label: t('flightPlan.route'), value: plan?.route ?? null },
        { label: t('flightPlan.cruiseLevel'), value: show.text(plan?.cruiseLevel ?? null) },
        { label: t('flightPlan.cruiseSpeed'), value: show.text(plan?.cruiseSpeedKt ?? null) },
        { label: t('flightPlan.alternate'), value: plan?.alternateIcao ?? null },
        { label: t('flightPlan.filed'), value: show.yesNo(plan?.filed ?? false) },
      ]}
    />
  );
}

/**
 * The leg's ATS flight plan: route, cruise level and speed, alternate, filed or not. Read with
 * TRIP_FLIGHT_PLAN_VIEW, changed with TRIP_FLIGHT_PLAN_EDIT.
 */
export function FlightPlanSection({ context }: { context: LegEvent }) {
  const can = useCan();
  if (!can(TRIP_ACTION_RIGHTS.viewFlightPlan)) return null;
  const editable = can(TRIP_ACTION_RIGHTS.editFlightPlan);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="leg-flight-plan" sx={{ p: 2 }}>
      <FlightPlanHeading context={context} />
      {editable ? <FlightPlanForm context={context} /> : <FlightPlanDetails context={context} />}
    </Paper>
  );
}

function FlightPlanHeading({ context }: { context: LegEvent }) {
  const { t } = useTranslation('legs');
  return (
    <Typography id="leg-flight-plan" component="h2" variant="h6" sx={{ mb: 2 }}>
      {t('flightPlan.title', { from: context.origin.icao, to: context.destination.icao })}
    </Typography>
  );
}

function FlightPlanForm({ context }: { context: LegEvent }) {
  const { t } = useTranslation('legs');
  const { trip, leg } = context;
  const [saveFlightPlan] = useSaveFlightPlanMutation();
  const { form, submit, errors } = useMutationForm({
    schema: flightPlanSchema,
    defaultValues: toFlightPlanForm(leg.flightPlan),
    toPayload: toFlightPlanPayload,
    mutation: (plan: FlightPlanPayload) => saveFlightPlan({ tripId: trip.id, legId: leg.id, plan }),
    // Saved: what was typed becomes the form's new starting point (nothing left unsaved).
    onSaved: (_saved, { form: saved }) => saved.reset(saved.getValues()),
  });
  return (
    <Form form={form} onSubmit={submit} aria-labelledby="leg-flight-plan">
      <FormErrors messages={errors} />
      <FieldGrid columns={{ sm: '1fr 1fr' }} sx={{ mt: 1 }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField
            name="route"
            label={t('flightPlan.route')}
            helperText={t('flightPlan.routeHelp')}
            required
          />
        </Box>
        <NumberField name="cruiseLevel" label={t('flightPlan.cruiseLevel')} required />
        <NumberField name="cruiseSpeedKt" label={t('flightPlan.cruiseSpeed')} required />
        <TextField name="alternateIcao" label={t('flightPlan.alternate')} />
        <CheckboxField<FlightPlanFormValues> name="filed" label={t('flightPlan.filed')} />
      </FieldGrid>
      <Box sx={{ mt: 2 }}>
        <SubmitButton>{t('flightPlan.save')}</SubmitButton>
      </Box>
    </Form>
  );
}
