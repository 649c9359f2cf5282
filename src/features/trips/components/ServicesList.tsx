import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { quoteTone } from '@/entities/quote';
import type { TripEvent } from '@/entities/trip';
import { StatusChip } from '@/lib/ui';

/** The services ordered at an event: each quote with its state chip, a cancelled one muted. */
export function ServicesList({ event }: { event: TripEvent }) {
  const { t } = useTranslation('trips');
  if (event.services.length === 0) return <>{t('view.noServices')}</>;
  return (
    <List dense disablePadding>
      {event.services.map((service) => (
        <ListItem
          key={service.quoteId}
          disableGutters
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          <StatusChip
            tone={quoteTone({ ...service, refused: false })}
            label={t(`quoteStates.${service.state}`)}
          />
          <span>
            {service.reference} · {service.provider.name}
          </span>
          {service.lines.length > 0 && (
            <Typography component="span" variant="body2" color="text.secondary">
              {service.lines.map((line) => `${line.productName} × ${line.quantity}`).join(', ')}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
