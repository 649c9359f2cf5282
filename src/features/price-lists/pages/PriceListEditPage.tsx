import { PriceListFormPage } from '../components/PriceListFormPage';

/** /price-management/:id/edit [PRICE_MANAGEMENT_EDIT]: change a price list. */
export default function PriceListEditPage() {
  return <PriceListFormPage mode="edit" />;
}
