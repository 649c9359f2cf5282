import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import ListItem from '@mui/material/ListItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TRIP_ACTION_RIGHTS, type FlightStep } from '@/entities/trip';
import { useCan } from '@/lib/auth/useCan';
import { routeTo } from '@/lib/paths/routeTo';
import { Columns, DetailList, useDisplayFormat, type DetailItem } from '@/lib/ui';
import type { OverflowMenuItem } from '@/lib/ui';
import { EventBlock } from './EventBlock';
import { StepFrame } from './StepFrame';
import { stepTitle } from './stepTitle';

export function FlightStepSection({
  tripId,
  step,
  menu,
}: {
  tripId: number;
  step: FlightStep;
  /** The step's own actions, in its "⋯" menu (deleting it). */
  menu?: readonly OverflowMenuItem[];
}) {
  const { t } = useTranslation('trips');
  const show = useDisplayFormat();
  const can = useCan();
  // The gendec has its own page: who prepares gendecs need not edit the trip (TRIP_GENDEC_VIEW).
  const canGendec = can(TRIP_ACTION_RIGHTS.viewGendec);
  const plan = step.flightPlan;
  const title = stepTitle(t, step);
  const items: DetailItem[] = [
    {
      label: t('view.onBoard'),
      value: t('view.counts', {
        adults: step.adults,
        children: step.children,
        babies: step.babies,
      }),
    },
    { label: t('fields.bags'), value: show.text(step.bags) },
    { label: t('fields.luggage'), value: show.unit(step.luggageKg, 'kg') },
    { label: t('fields.crewCount'), value: t('view.crewCount', { count: step.crewCount }) },
    { label: t('fields.flightType'), value: t(`flightTypes.${step.flightType}`) },
    { label: t('fields.flightMission'), value: t(`missions.${step.flightMission}`) },
    {
      label: t('fields.flightPlan'),
      value: plan
        ? t('view.flightPlanText', {
            route: plan.route,
            level: plan.cruiseLevel,
            speed: plan.cruiseSpeedKt,
            alternate: plan.alternateIcao ?? '—',
            filed: plan.filed ? t('view.filed') : t('view.notFiled'),
          })
        : null,
    },
    {
      label: t('fields.gendec'),
      value:
        step.gendecDocuments.length > 0 || canGendec ? (
          <>
            <List dense disablePadding>
              {step.gendecDocuments.map((document) => (
                <ListItem key={document.id} disableGutters>
                  {document.name}
                </ListItem>
              ))}
            </List>
            {canGendec && (
              <Link component={RouterLink} to={routeTo('legs.gendec', { tripId, stepId: step.id })}>
                {t('view.gendecOf', { title })}
              </Link>
            )}
          </>
        ) : null,
    },
    {
      label: t('fields.crewMembers'),
      value: show.list(
        step.crewMembers.map(
          (member) =>
            `${member.firstName} ${member.lastName} (${t(`crewRoles.${member.crewRole}`, {
              defaultValue: member.crewRole,
            })})`,
        ),
      ),
    },
    {
      label: t('fields.passengers'),
      value:
        step.passengers.length > 0 ? (
          <List dense disablePadding>
            {step.passengers.map((passenger) => (
              <ListItem key={passenger.id} disableGutters>
                {[
                  passenger.name,
                  passenger.nationality,
                  t(`ageCategories.${passenger.type}`),
                  t(`passengerStatuses.${passenger.status}`),
                  passenger.disabled ? t('fields.disabled') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </ListItem>
            ))}
          </List>
        ) : null,
    },
  ];
  return (
    <StepFrame title={title} step={step} menu={menu}>
      <Columns columns={{ xs: '1fr', md: '1fr 1fr' }} rowGap={2} columnGap={3}>
        {[step.flightDeparture, step.flightArrival].map((event) => (
          <EventBlock
            key={event.id}
            tripId={tripId}
            legId={step.id}
            event={event}
            shop={!step.cancelled}
          />
        ))}
      </Columns>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('card.details')}
      </Typography>
      <DetailList items={items} />
    </StepFrame>
  );
}
