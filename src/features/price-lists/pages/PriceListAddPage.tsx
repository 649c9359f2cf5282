import { PriceListFormPage } from '../components/PriceListFormPage';

/** /price-management/add [PRICE_MANAGEMENT_ADD]: a new price list. */
export default function PriceListAddPage() {
  return <PriceListFormPage mode="add" />;
}
