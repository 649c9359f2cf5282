import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clientUnitPrice } from '@/entities/quote';
import type { ServiceSummary } from '@/entities/service';
import { useDisplayFormat } from '@/lib/ui';
import type { PriceListFormValues, PriceListLineValues } from '../model/priceList.schema';
import { useSellerServices } from './useSellerServices';

/**
 * A service priced by the slice has several prices: its own is "from" its listed slice price, and
 * a discount leaves the client's price depending on the slices booked ("from" too), whereas a
 * negotiated unit price is one price whatever the slices (as the shop charges it).
 */
function previewKey(
  pricingType: ServiceSummary['pricingType'],
  kind: PriceListLineValues['kind'],
): string {
  if (pricingType !== 'price_per_slice') return 'lines.preview';
  return kind === 'unitPrice' ? 'lines.previewSlicedUnitPrice' : 'lines.previewSlicedDiscount';
}

/** The service's price beside the line, and what the client pays with it (same rule as the shop). */
export function LinePreview({ index }: { index: number }) {
  const { t } = useTranslation('priceLists');
  const show = useDisplayFormat();
  const { byId } = useSellerServices();
  const line = useWatch<PriceListFormValues, `lines.${number}`>({ name: `lines.${index}` }) as
    PriceListLineValues | undefined;
  const service = line?.serviceId == null ? undefined : byId.get(line.serviceId);
  if (!service || !line) return null;
  const base = service.price;
  const value = line[line.kind];
  const client =
    base === null || value === null || Number.isNaN(value)
      ? null
      : clientUnitPrice(
          base,
          line.kind === 'unitPrice'
            ? { unitPrice: value, discountRate: null }
            : { unitPrice: null, discountRate: value },
          service.currency,
        );
  return (
    <Typography variant="body2" color="text.secondary">
      {base === null
        ? t('lines.onQuotation')
        : t(previewKey(service.pricingType, line.kind), {
            base: show.money(base, service.currency),
            client: client === null ? '—' : show.money(client, service.currency),
          })}
    </Typography>
  );
}
