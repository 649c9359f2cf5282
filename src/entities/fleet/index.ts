/** The fleet's contract: crew members and their roles. Imported only through this index (or ./contract in the demo API). */
export * from './contract';
