import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@/entities/cart';
import { useFormatters } from '@/lib/format';

/**
 * "€40.00 / person", a fuel price per litre or US gallon, "From €100.00 per slice and night" for
 * a product priced per slice, or "On quotation".
 */
export function ProductPrice({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('shop');
  const fmt = useFormatters();
  // Priced per slice: a booking pays one of the slices' prices (slicedUnitPrice), the lowest first.
  if (product.priceSlices.length > 0) {
    const lowest = Math.min(...product.priceSlices.map((slice) => slice.unitPrice));
    const price = t(`product.per.${product.unit}`, { price: fmt.money(lowest, product.currency) });
    return <>{t('providers.priceFrom', { price })}</>;
  }
  if (product.unitPrice === null) return <>{t('product.onQuotation')}</>;
  if (product.typology === 'fuel') {
    return <>{fmt.unit(product.unitPrice, 'price_per_l')}</>;
  }
  return (
    <>
      {t(`product.per.${product.unit}`, { price: fmt.money(product.unitPrice, product.currency) })}
    </>
  );
}
