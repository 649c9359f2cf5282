/** The read-only views of a service both the seller's and the operator's pages show. */
export { AirportCodes, useAirportCodes } from './AirportName';
export { NotOnSaleBanner, ServiceSlugGate, notOnSaleMessages } from './NotOnSaleBanner';
export { ServiceDetail, priceOf, usePriceText, useServiceFacts } from './ServiceDetail';
export { useLocalizedText } from './localizedText';
export { ServiceStateChip, VALIDATION_TONES } from './ServiceStateChip';
export { ServiceTabView, type ServiceTabViewProps } from './ServiceTabView';
export {
  useOperatorServiceChoices,
  useOperatorServiceFilters,
  useServiceChoices,
  useServiceColumns,
  useServiceFilters,
} from './serviceList';
