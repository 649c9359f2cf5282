export {
  currencyDigits,
  linePrice,
  roundMoney,
  sliceQuantity,
  sumTotals,
  type LineTotals,
  type Totals,
} from './linePrice';
export {
  AMOUNT_CEILING,
  DEFAULT_MAX_QUANTITY,
  amountError,
  maxQuantityOf,
  productQuantityError,
  quantityMaxError,
  totalError,
} from './limits';
export { sliceOrderError, slicedUnitPrice, type PriceSlice } from './slicePrice';
