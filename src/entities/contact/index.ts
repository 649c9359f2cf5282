/** The contact form's contract. Imported only through this index (or ./contract in the demo API). */
export * from './contract';
