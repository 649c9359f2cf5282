/** The negotiated rates: contract and RTK Query endpoints. Imported only through this index. */
export * from './contract';
export * from './negotiatedRates.api';
