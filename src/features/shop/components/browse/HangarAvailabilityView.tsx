import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HangarAvailability, ShopProduct } from '@/entities/cart';
import { useFormatters } from '@/lib/format';
import { sliceQuantity } from '@/entities/quote';
import { DetailList, StaticTable } from '@/lib/ui';
import { cartLineOf, lineTotalOf } from '../../model/cartLine';
import type { HangarPeriod } from '../../model/hangarPeriod';
import type { CartLineInput } from '@/entities/cart';

/**
 * The aircraft's footprint, the slices it needs, each night's availability, price per slice and
 * total; "Add to cart" only when every night is available.
 */
export function HangarAvailabilityView({
  product,
  availability,
  period,
  adding,
  onAdd,
  feedback,
  compact = false,
}: {
  product: ShopProduct;
  availability: HangarAvailability;
  period: HangarPeriod;
  adding: boolean;
  onAdd: (line: CartLineInput) => void;
  /** The mini-cart once this product is added, under its button, where the buyer looks. */
  feedback?: ReactNode;
  compact?: boolean;
}) {
  const { t } = useTranslation('shop');
  const fmt = useFormatters();
  const nights = availability.nights.length;
  const quantity = sliceQuantity(availability.slicesNeeded, nights);
  const priced = {
    ...product,
    unitPrice: availability.pricePerSlice,
    currency: availability.currency,
  };
  const totals = lineTotalOf(priced, { quantity, optionIds: [] });
  const line = cartLineOf(priced, {
    quantity,
    optionIds: [],
    period: { ...period, slices: availability.slicesNeeded, nights },
  });
  return (
    <>
      <DetailList
        items={[
          {
            label: t('hangar.aircraft'),
            value: availability.aircraft
              ? t('hangar.footprint', {
                  name: `${availability.aircraft.name} (${availability.aircraft.registration})`,
                  area: fmt.unit(availability.aircraft.footprintM2, 'm2'),
                })
              : t('hangar.noAircraft'),
          },
          {
            label: t('hangar.slices'),
            value: t('hangar.slicesValue', {
              needed: availability.slicesNeeded,
              total: availability.totalSlices,
              area: fmt.unit(availability.sliceAreaM2, 'm2'),
            }),
          },
          {
            label: t('hangar.pricePerSlice'),
            value: fmt.money(availability.pricePerSlice, availability.currency),
          },
          {
            label: t('hangar.total'),
            value:
              totals &&
              t('product.total', {
                excluding: fmt.money(totals.totalExcludingTax, availability.currency),
                including: fmt.money(totals.totalIncludingTax, availability.currency),
              }),
          },
        ]}
      />
      {!compact && nights > 0 && (
        <Box sx={{ my: 2 }}>
          <StaticTable
            label={t('hangar.nights')}
            framed={false}
            rows={availability.nights}
            getRowId={(night) => night.date}
            columns={[
              {
                id: 'night',
                header: t('hangar.night'),
                render: (night) => fmt.date(`${night.date}T12:00:00Z`, 'UTC'),
              },
              {
                id: 'freeSlices',
                header: t('hangar.freeSlices'),
                align: 'right',
                render: (night) => night.freeSlices,
              },
              {
                id: 'availability',
                header: t('hangar.availability'),
                render: (night) => (night.available ? t('hangar.available') : t('hangar.full')),
              },
            ]}
          />
        </Box>
      )}
      {!availability.available && (
        <Typography color="error" role="status" sx={{ my: 1 }}>
          {t('hangar.notAvailable')}
        </Typography>
      )}
      <Button
        variant="contained"
        sx={{ mt: 1 }}
        disabled={!availability.available || nights === 0 || adding}
        onClick={() => onAdd(line)}
        aria-label={compact ? t('fuel.add', { name: product.name }) : undefined}
      >
        {product.saleMode === 'quotation' ? t('product.requestQuote') : t('product.addToCart')}
      </Button>
      {feedback}
    </>
  );
}
