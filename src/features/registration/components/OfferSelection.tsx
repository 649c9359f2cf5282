import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { useFormatters } from '@/lib/format/useFormatters';
import { translateError } from '@/lib/validation/translateError';
import { ApiErrorMessage, Columns, EmptyState, ErrorState, LoadingState } from '@/lib/ui';
import { useRegistrationOffersQuery, useSelectOfferMutation } from '../api/registration.api';
import { offerCommission } from '../model/offerCommission';

/** A new seller's offer: the offers of its main typology, a first choice, then changes. */
export function OfferSelection({
  registrationId,
  token,
}: {
  registrationId: number;
  token: string;
}) {
  const { t } = useTranslation('registration');
  const format = useFormatters();
  const offers = useRegistrationOffersQuery({ id: registrationId, token });
  const [select, { isLoading }] = useSelectOfferMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState<string | null>(null);

  if (offers.isLoading) return <LoadingState label={t('offers.loading')} />;
  if (offers.isError || !offers.data) {
    return (
      <ErrorState
        message={<ApiErrorMessage error={offers.error} />}
        onRetry={() => void offers.refetch()}
      />
    );
  }
  const { selectedOfferReference } = offers.data;
  const list = offers.data.offers;
  if (list.length === 0) return <EmptyState message={t('offers.empty')} />;

  const commissionOf = (offer: (typeof list)[number]) => {
    const commission = offerCommission(offer);
    return 'rate' in commission
      ? t('offers.commission', commission)
      : t('offers.commissionRange', commission);
  };

  const choose = async (offerReference: string) => {
    setFailure(null);
    setPending(offerReference);
    const result = await select({
      id: registrationId,
      first: selectedOfferReference === null,
      offerReference,
      token,
    });
    setPending(null);
    if (result.error) setFailure(result.error);
  };

  const selected = list.find((o) => o.offerReference === selectedOfferReference);
  // A refusal of the choice itself (a full offer) is said as the field's message, alone.
  const refusal = apiErrorOf(failure)?.fieldErrors.offerReference;
  return (
    <Box component="section" aria-labelledby="offers-title">
      <Typography id="offers-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('offers.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('offers.subtitle')}
      </Typography>
      <div role="status">
        {selected && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('offers.selected', { name: selected.name })}
          </Alert>
        )}
      </div>
      {failure !== null && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal ? translateError(t, refusal) : <ApiErrorMessage error={failure} />}
        </Alert>
      )}
      <Columns component="ul" columns={{ xs: '1fr', sm: 'repeat(3, 1fr)' }}>
        {list.map((offer) => {
          const isSelected = offer.offerReference === selectedOfferReference;
          return (
            <li key={offer.offerReference} aria-label={offer.name}>
              <Card
                variant="outlined"
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  borderColor: isSelected ? 'primary.main' : undefined,
                  borderWidth: isSelected ? 2 : 1,
                }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                    {offer.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {offer.offerReference}
                  </Typography>
                  <Typography sx={{ mt: 1 }}>{commissionOf(offer)}</Typography>
                  <Typography color="text.secondary">
                    {offer.monthlyPrice === 0
                      ? t('offers.free')
                      : t('offers.monthly', {
                          price: format.money(offer.monthlyPrice, offer.currencyCode),
                        })}
                  </Typography>
                  <Chip size="small" sx={{ mt: 1 }} label={t(`offers.types.${offer.offerType}`)} />
                </CardContent>
                <CardActions>
                  {isSelected ? (
                    <Typography color="primary" sx={{ px: 1, fontWeight: 600 }}>
                      {t('offers.current')}
                    </Typography>
                  ) : offer.full ? (
                    // The offer has its maximum of subscribers: there is nothing to choose.
                    <Typography color="text.secondary" sx={{ px: 1 }}>
                      {t('offers.full')}
                    </Typography>
                  ) : (
                    <Button
                      variant={selected ? 'outlined' : 'contained'}
                      onClick={() => void choose(offer.offerReference)}
                      loading={isLoading && pending === offer.offerReference}
                      disabled={isLoading}
                      aria-label={t('offers.chooseNamed', { name: offer.name })}
                    >
                      {t('offers.choose')}
                    </Button>
                  )}
                </CardActions>
              </Card>
            </li>
          );
        })}
      </Columns>
    </Box>
  );
}
