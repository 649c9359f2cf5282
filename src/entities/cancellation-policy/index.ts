/**
 * The cancellation policy's contract (its calls are the cancellation-policies feature's).
 * Imported only through this index (or ./contract in the demo API).
 */
export * from './contract';
