import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { clearCancelledQuotes, useCancelledQuotes } from '@/entities/trip';
import { ConfirmDialog } from '@/lib/ui';
import { cancelledServiceLabel, type CancelledService } from '../model/cascade';

/** What a cascade will cancel, listed in its confirmation. */
export function CancelledServicesItems({ services }: { services: readonly CancelledService[] }) {
  const { t } = useTranslation('trips');
  return (
    <List dense aria-label={t('cascade.willCancel')}>
      {services.map((item) => (
        <ListItem key={item.service.quoteId}>{cancelledServiceLabel(item)}</ListItem>
      ))}
    </List>
  );
}

export function CancelledServicesList({ services }: { services: readonly CancelledService[] }) {
  const { t } = useTranslation('trips');
  if (services.length === 0) {
    return <Typography>{t('cascade.nothingToCancel')}</Typography>;
  }
  return (
    <>
      <Typography>{t('cascade.willCancel')}</Typography>
      <CancelledServicesItems services={services} />
    </>
  );
}

export interface CascadeConfirmProps {
  open: boolean;
  title: string;
  services: readonly CancelledService[];
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation of a cascade, saying what it will cancel (the step form's question). */
export function CascadeConfirm(props: CascadeConfirmProps) {
  const { open, title, services, confirmLabel, loading, onConfirm, onClose } = props;
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      destructive
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <CancelledServicesList services={services} />
    </ConfirmDialog>
  );
}

/**
 * After a cascade: the quotes it cancelled (lib/trips/cancelledQuotes). On a trip's page
 * (`tripId`), those of a cascade on that trip; on the list (no `tripId`), those of a deleted trip.
 */
export function CancelledQuotesNotice({ tripId }: { tripId?: number }) {
  const { t } = useTranslation('trips');
  const { tripId: cascadeTrip, quotes, deletedTripName } = useCancelledQuotes();
  if (cascadeTrip === null) return null;
  if (tripId === undefined ? deletedTripName === null : cascadeTrip !== tripId) return null;
  return (
    <Alert
      severity={quotes.length > 0 ? 'warning' : 'info'}
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={clearCancelledQuotes}>
          {t('cascade.dismiss')}
        </Button>
      }
    >
      <AlertTitle>
        {deletedTripName === null
          ? t('cascade.resultTitle')
          : t('cascade.tripDeleted', { name: deletedTripName })}
      </AlertTitle>
      {quotes.length === 0 ? (
        t('cascade.resultNone')
      ) : (
        <>
          {t('cascade.resultIntro')}
          <List dense aria-label={t('cascade.resultTitle')}>
            {quotes.map((quote) => (
              <ListItem key={quote.quoteId}>
                {`${quote.reference} · ${quote.provider.name} · ${quote.lines
                  .map((line) => `${line.productName} × ${line.quantity}`)
                  .join(', ')}`}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
