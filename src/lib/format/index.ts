/** Display formatting: money, metric/imperial units, dates (DECISIONS.md "Units and money"). */
export * from './currency';
export * from './units';
export * from './dates';
export * from './formatters';
export { useFormatters } from './useFormatters';
