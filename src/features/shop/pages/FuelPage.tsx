import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FUEL_TYPES, type FuelType, type ShopProduct } from '@/entities/cart';
import type { CartEventKey } from '@/entities/cart';
import { useFormatters } from '@/lib/format';
import { selectPreferences } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { EmptyState, Form, RecordGate, SelectField, UnitNumberField } from '@/lib/ui';
import { idFromParam } from '@/lib/ui/controllers/resource/useIdParam';
import { useShopFuelQuery } from '../api/shop.api';
import { AddedAlert } from '../components/browse/AddedAlert';
import { ShopFrame } from '../components/browse/ShopFrame';
import { useSellerAdd } from '../components/browse/useSellerAdd';
import { cartLineOf, lineTotalOf } from '../model/cartLine';
import { fuelOffersOf } from '../model/fuelSearch';
import { quantityError } from '../model/serviceForm';

interface FuelSearchValues {
  fuelType: FuelType | null;
  /** Litres, typed in the person's unit. */
  volume: number | null;
}

/** `/fuel/{trip}/{event}` [TRIP_VIEW]: the fuel offers at the event's airport for a volume. */
export default function FuelPage() {
  const { t } = useTranslation('shop');
  const params = useParams();
  return (
    <ShopFrame
      tripId={idFromParam(params.tripId)}
      eventId={idFromParam(params.eventId)}
      title={() => t('fuel.title')}
    >
      {({ key }) => <FuelSearch cartKey={key} />}
    </ShopFrame>
  );
}

function FuelSearch({ cartKey }: { cartKey: CartEventKey }) {
  const { t } = useTranslation(['shop', 'enums']);
  const { currency } = useAppSelector(selectPreferences);
  const form = useForm<FuelSearchValues>({ defaultValues: { fuelType: null, volume: null } });
  const [fuelType, volume] = useWatch({ control: form.control, name: ['fuelType', 'volume'] });
  const offers = useShopFuelQuery({
    tripId: cartKey.tripId,
    eventId: cartKey.eventId,
    airportId: cartKey.airportId,
    currency,
  });
  const seller = useSellerAdd(cartKey);
  return (
    <>
      <Form form={form} onSubmit={() => undefined} aria-label={t('fuel.search')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, maxWidth: 640 }}>
          <SelectField<FuelSearchValues>
            name="fuelType"
            label={t('fuel.type')}
            emptyOption={t('providers.all')}
            options={FUEL_TYPES.map((type) => ({
              value: type,
              label: t(`enums:FuelType.${type}`),
            }))}
          />
          <UnitNumberField<FuelSearchValues> name="volume" unit="l" label={t('fuel.volume')} />
        </Stack>
      </Form>
      <RecordGate record={offers}>
        {(data) => {
          const shown = fuelOffersOf(data, fuelType);
          if (shown.length === 0) return <EmptyState message={t('fuel.empty')} />;
          return (
            <Stack
              component="ul"
              spacing={2}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label={t('fuel.offers')}
            >
              {shown.map((offer) => (
                <li key={offer.id}>
                  <FuelOffer
                    offer={offer}
                    volume={volume}
                    disabled={seller.adding}
                    onAdd={(litres) =>
                      void seller.add(offer, cartLineOf(offer, { quantity: litres, optionIds: [] }))
                    }
                    feedback={<AddedAlert {...seller.feedbackFor(offer.id)} cartKey={cartKey} />}
                  />
                </li>
              ))}
            </Stack>
          );
        }}
      </RecordGate>
    </>
  );
}

function FuelOffer({
  offer,
  volume,
  disabled,
  onAdd,
  feedback,
}: {
  offer: ShopProduct;
  volume: number | null;
  disabled: boolean;
  onAdd: (litres: number) => void;
  /** The mini-cart once this offer is added, under its button. */
  feedback: ReactNode;
}) {
  const { t } = useTranslation(['shop', 'enums']);
  const fmt = useFormatters();
  const valid = volume !== null && quantityError(offer, volume) === null;
  const totals = valid ? lineTotalOf(offer, { quantity: volume, optionIds: [] }) : null;
  const headingId = `fuel-offer-${offer.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {offer.provider.name} – {offer.name}
        </Typography>
        <Typography color="text.secondary">
          {offer.fuelType ? t(`enums:FuelType.${offer.fuelType}`) : null}
        </Typography>
        <Typography>
          {offer.unitPrice === null
            ? t('product.onQuotation')
            : t('fuel.price', { price: fmt.unit(offer.unitPrice, 'price_per_l') })}
        </Typography>
        {totals && (
          <Typography>
            {t('product.total', {
              excluding: fmt.money(totals.totalExcludingTax, offer.currency),
              including: fmt.money(totals.totalIncludingTax, offer.currency),
            })}
          </Typography>
        )}
        <Button
          sx={{ mt: 1 }}
          variant="contained"
          disabled={!valid || disabled}
          onClick={() => {
            if (volume !== null) onAdd(volume);
          }}
          aria-label={t('fuel.add', { name: `${offer.provider.name} – ${offer.name}` })}
        >
          {offer.saleMode === 'quotation' ? t('product.requestQuote') : t('product.addToCart')}
        </Button>
        {!valid && volume !== null && (
          <Typography variant="body2" color="error">
            {t('fuel.volumeOut')}
          </Typography>
        )}
        {feedback}
      </CardContent>
    </Card>
  );
}
