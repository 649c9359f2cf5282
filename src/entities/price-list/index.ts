/** The price lists ("price management"): contract, RTK Query endpoints, status chip. Imported only through this index. */
export * from './contract';
export * from './priceLists.api';
export { PriceListStatusChip } from './PriceListStatusChip';
