import { PriceListFormPage } from '../components/PriceListFormPage';

/** /price-management/:id/duplicate [PRICE_MANAGEMENT_ADD]: a new price list from an existing one, for another company. */
export default function PriceListDuplicatePage() {
  return <PriceListFormPage mode="duplicate" />;
}
