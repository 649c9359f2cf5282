import type { Quote } from '../../../entities/quote/contract';

/** A quote or order as stored: the contract's quote (on an event of the trips domain). */
export type QuoteRecord = Quote;

declare module '../../db/types' {
  interface Db {
    quotes: QuoteRecord[];
  }
}
