export {
  currencyDigits,
  linePrice,
  roundMoney,
  sliceQuantity,
  sumTotals,
  type LineTotals,
  type Totals,
} from './linePrice';
