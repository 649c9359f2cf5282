/** The registration's contract: the organization sign-up and its offers. Imported only through this index (or ./contract in the demo API). */
export * from './contract';
