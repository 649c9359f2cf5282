import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canChangeClientAddress, type QuoteDetail, type QuoteSide } from '@/entities/quote';
import { useCan } from '@/lib/auth/useCan';
import { DetailSection, useDisplayFormat } from '@/lib/ui';
import { ClientAddressDialog } from '../actions/ClientAddressDialog';
import { counterpartyOf } from '../components/quoteDisplay';

/** Who sells to whom, for which movement; the client may change the billing address. */
export function QuoteSummary({ quote, side }: { quote: QuoteDetail; side: QuoteSide | null }) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const can = useCan();
  const [changingAddress, setChangingAddress] = useState(false);
  const address = quote.clientAddress;
  return (
    <>
      <DetailSection
        title={t('show.summary')}
        items={[
          { label: t('fields.counterparty'), value: counterpartyOf(quote, side) },
          { label: t('fields.client'), value: quote.client.name },
          {
            label: t('fields.clientAddress'),
            value: address
              ? [
                  address.address,
                  address.complementaryAddress,
                  `${address.postalCode} ${address.city}`,
                  address.countryName,
                ]
                  .filter((part) => part)
                  .join(', ')
              : null,
          },
          { label: t('fields.organization'), value: quote.organization.name },
          { label: t('fields.trip'), value: quote.event.tripName },
          {
            label: t('fields.airport'),
            value: `${quote.event.airportIcao} – ${quote.event.airportName}`,
          },
          { label: t('fields.movement'), value: t(`movements.${quote.event.movementType}`) },
          { label: t('fields.eventTime'), value: show.dateTime(quote.event.estimatedTime, 'UTC') },
          { label: t('fields.aircraft'), value: quote.event.aircraftRegistration },
        ]}
      />
      {canChangeClientAddress(quote, side, can) && (
        <Box sx={{ mt: -1, mb: 2 }}>
          <Button variant="outlined" size="small" onClick={() => setChangingAddress(true)}>
            {t('clientAddress.change')}
          </Button>
          {changingAddress && (
            <ClientAddressDialog quote={quote} onClose={() => setChangingAddress(false)} />
          )}
        </Box>
      )}
    </>
  );
}
