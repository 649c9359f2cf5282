/** The price lists ("price management"): contract and status chip. Imported only through this index. */
export * from './contract';
export { PriceListStatusChip } from './PriceListStatusChip';
export { PRICE_LIST_TAG } from './tags';
