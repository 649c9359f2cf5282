import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { TRIP_ACTION_RIGHTS } from '@/entities/trip';
import { routeTo } from '@/lib/paths/routeTo';
import { DetailList, useDisplayFormat, type DetailItem } from '@/lib/ui';
import { AirportTime } from '@/lib/ui/time/AirportTime';
import type { FlightStep, TransferStep, TripEvent, TripStep } from '@/entities/trip';
import { CostDetailsBlock } from './CostDetailsBlock';
import { airportLabel } from './eventTime';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Leg 1: LFLL → LFMN", "Transfer 2: LFMN → Hôtel de Paris". */
export function stepTitle(t: Translate, step: TripStep): string {
  return step.className === 'TripFlight'
    ? t('view.leg', {
        position: step.position,
        from: step.flightDeparture.airport.icao,
        to: step.flightArrival.airport.icao,
      })
    : t('view.transfer', {
        position: step.position,
        from: step.transferDeparture.airport.icao,
        to: step.destination,
      });
}

function ServicesList({ event }: { event: TripEvent }) {
  const { t } = useTranslation('trips');
  if (event.services.length === 0) return <>{t('view.noServices')}</>;
  return (
    <List dense disablePadding>
      {event.services.map((service) => (
        <ListItem
          key={service.quoteId}
          disableGutters
          sx={service.cancelled ? { textDecoration: 'line-through' } : undefined}
        >
          {t('view.serviceLine', {
            reference: service.reference,
            provider: service.provider.name,
            state: t(`quoteStates.${service.state}`),
          })}
          {service.lines.length > 0 &&
            ` (${service.lines.map((line) => `${line.productName} × ${line.quantity}`).join(', ')})`}
        </ListItem>
      ))}
    </List>
  );
}

/**
 * Where a leg's event leads: its airport page (passengers, documents), its slot request and,
 * unless the leg is cancelled, the shop (services, fuel, hangar at the event's airport).
 */
function EventLinks({
  tripId,
  legId,
  event,
  shop,
}: {
  tripId: number;
  legId: number;
  event: TripEvent;
  shop: boolean;
}) {
  const { t } = useTranslation('trips');
  const can = useCan();
  const ids = { tripId, eventId: event.id, legId };
  const icao = event.airport.icao;
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
      {can(TRIP_ACTION_RIGHTS.editTrip) && (
        <Link component={RouterLink} to={routeTo('legs.airport', ids)}>
          {t('view.airportPage', { icao })}
        </Link>
      )}
      {event.airport.slotRequired && can('TRIP_SLOT_MANAGEMENT_VIEW') && (
        <Link component={RouterLink} to={routeTo('slots.submit', ids)}>
          {t('view.slotRequest', { icao })}
        </Link>
      )}
      {shop && can(TRIP_ACTION_RIGHTS.buyServices) && (
        <>
          <Link
            component={RouterLink}
            to={routeTo('shop.providers', { ...ids, stepId: legId, airportId: event.airport.id })}
          >
            {t('view.shopServices', { icao })}
          </Link>
          <Link component={RouterLink} to={routeTo('shop.fuel', ids)}>
            {t('view.shopFuel', { icao })}
          </Link>
          <Link component={RouterLink} to={routeTo('shop.hangar', ids)}>
            {t('view.shopHangar', { icao })}
          </Link>
        </>
      )}
    </Stack>
  );
}

function useEventItems() {
  const { t } = useTranslation('trips');
  const show = useDisplayFormat();
  return (event: TripEvent, label: string, links?: ReactNode): DetailItem[] => {
    const zone = event.airport.timezone;
    const at = (iso: string | null) =>
      iso === null ? null : <AirportTime value={iso} timeZone={zone} />;
    return [
      {
        label,
        value: (
          <>
            {airportLabel(event.airport)}
            {links}
          </>
        ),
      },
      {
        label: event.movementType === 'departure' ? t('view.etd') : t('view.eta'),
        value: at(event.scheduledAt),
      },
      {
        label: t('fields.requestedSlot'),
        value: (
          <>
            {[t(`slotStatuses.${event.slot.status}`), event.slot.number]
              .filter(Boolean)
              .join(' · ')}
            {event.slot.requestedAt !== null && <> · {at(event.slot.requestedAt)}</>}
          </>
        ),
      },
      { label: t('fields.attributedSlot'), value: at(event.slot.attributedAt) },
      {
        label: t('fields.ppr'),
        value: [t(`pprStatuses.${event.ppr.status}`), event.ppr.number].filter(Boolean).join(' · '),
      },
      {
        label: t('view.servicesAt', { icao: event.airport.icao }),
        value: <ServicesList event={event} />,
      },
    ].map((item) => ({ ...item, value: item.value ?? show.text(null) }));
  };
}

function StepFrame(props: {
  title: string;
  step: TripStep;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('trips');
  const headingId = `step-${props.step.id}`;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography
          id={headingId}
          component="h2"
          variant="h6"
          sx={props.step.cancelled ? { textDecoration: 'line-through' } : undefined}
        >
          {props.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {props.step.cancelled && <Chip color="warning" label={t('view.cancelledStep')} />}
          {!props.step.visibleInList && <Chip label={t('view.hiddenStep')} />}
          {props.actions}
        </Stack>
      </Stack>
      {props.children}
      <CostDetailsBlock stepId={props.step.id} />
    </Paper>
  );
}

export function FlightStepSection({
  tripId,
  step,
  actions,
}: {
  tripId: number;
  step: FlightStep;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('trips');
  const show = useDisplayFormat();
  const eventItems = useEventItems();
  const can = useCan();
  // The gendec has its own page: who prepares gendecs need not edit the trip (TRIP_GENDEC_VIEW).
  const canGendec = can(TRIP_ACTION_RIGHTS.viewGendec);
  const plan = step.flightPlan;
  const title = stepTitle(t, step);
  const departure = eventItems(
    step.flightDeparture,
    t('view.departure'),
    <EventLinks
      tripId={tripId}
      legId={step.id}
      event={step.flightDeparture}
      shop={!step.cancelled}
    />,
  );
  const arrival = eventItems(
    step.flightArrival,
    t('view.arrival'),
    <EventLinks
      tripId={tripId}
      legId={step.id}
      event={step.flightArrival}
      shop={!step.cancelled}
    />,
  );
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
    <StepFrame title={title} step={step} actions={actions}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DetailList items={departure} />
        <DetailList items={arrival} />
      </Box>
      <DetailList items={items} />
    </StepFrame>
  );
}

export function TransferStepSection({
  step,
  actions,
  tripId,
}: {
  step: TransferStep;
  actions?: ReactNode;
  /** With it, a helicopter transfer links to the helicopter shop (TRIP_EDIT and TRIP_SERVICE_ADD). */
  tripId?: number;
}) {
  const { t } = useTranslation('trips');
  const show = useDisplayFormat();
  const can = useCan();
  const event = step.transferDeparture;
  const helicopterShop =
    tripId !== undefined &&
    step.mode === 'helicopter' &&
    !step.cancelled &&
    can(TRIP_ACTION_RIGHTS.editTrip) &&
    can(TRIP_ACTION_RIGHTS.buyServices) ? (
      <Link
        component={RouterLink}
        to={routeTo('shop.helicopters', { tripId, stepId: step.id, eventId: event.id })}
      >
        {t('view.bookHelicopter')}
      </Link>
    ) : null;
  return (
    <StepFrame title={stepTitle(t, step)} step={step} actions={actions}>
      <DetailList
        items={[
          { label: t('fields.mode'), value: t(`modes.${step.mode}`) },
          { label: t('fields.leavingEvent'), value: airportLabel(event.airport) },
          {
            label: t('fields.departureAt'),
            value: <AirportTime value={event.scheduledAt} timeZone={event.airport.timezone} />,
          },
          { label: t('fields.destination'), value: step.destination },
          { label: t('fields.passengerCount'), value: show.text(step.passengers) },
          { label: t('fields.helicopterOperator'), value: step.helicopterOperator?.name ?? null },
          ...(helicopterShop ? [{ label: t('view.helicopterShop'), value: helicopterShop }] : []),
          {
            label: t('view.servicesAt', { icao: event.airport.icao }),
            value: <ServicesList event={event} />,
          },
        ]}
      />
    </StepFrame>
  );
}

/** The delete button of a step. */
export function DeleteStepButton({ title, onClick }: { title: string; onClick: () => void }) {
  const { t } = useTranslation('trips');
  return (
    <Button
      size="small"
      color="error"
      variant="outlined"
      aria-label={t('view.deleteStepOf', { title })}
      onClick={onClick}
    >
      {t('view.deleteStep')}
    </Button>
  );
}
