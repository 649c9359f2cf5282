import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@/entities/cart';
import { useFormatters } from '@/lib/format';

/** "€40.00 / person", a fuel price per litre or US gallon, or "On quotation". */
export function ProductPrice({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('shop');
  const fmt = useFormatters();
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
