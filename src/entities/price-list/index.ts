/** The price lists ("price management"): contract and RTK Query endpoints. Imported only through this index. */
export * from './contract';
export * from './priceLists.api';
