/** Fuel prices and units: contract and rules. Imported only through this index. */
export * from './contract';
