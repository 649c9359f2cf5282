import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTranslation } from 'react-i18next';
import type { TripEvent } from '@/entities/trip';

/** The services ordered at an event, a cancelled one struck through. */
export function ServicesList({ event }: { event: TripEvent }) {
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
