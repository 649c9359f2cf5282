/**
 * The organization: its contract and read, the awaiting-validation notice, the pending
 * invitations, the organization's fleet contract and rules, and the tab contract of
 * `/organization/{tab}` (features declare their tabs, the app gathers them). Imported only through
 * this index.
 */
export { PendingInvitations } from './PendingInvitations';
export {
  AwaitingValidationNotice,
  awaitsValidation,
  useAwaitsValidation,
  type AwaitingValidationPlace,
} from './awaitingValidation';
export {
  invitationsApi,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useListMyInvitationsQuery,
} from './invitations.api';
export type { PendingInvitation, PendingInvitationList } from './invitations.types';
export {
  ORGANIZATION_TAG,
  organizationApi,
  useGetOrganizationQuery,
  useSearchOrganizationsQuery,
} from './organization.api';
export {
  FIRE_FIGHTING_CATEGORIES,
  FLEET_VALIDATOR,
  REGISTRATION_MARK,
  isHttpsUrl,
  isRegistrationMark,
  maxPassengerSeats,
  normalizeRegistration,
} from './organizationFleet.rules';
export {
  COCKPIT_CONFIGURATIONS,
  HELICOPTER_STATUSES,
  MEASUREMENT_UNITS,
  ORGANIZATION_AIRCRAFT_STATUSES,
  type CockpitConfiguration,
  type FleetAirport,
  type HelicopterStatus,
  type MeasurementUnit,
  type OrganizationAircraft,
  type OrganizationAircraftPage,
  type OrganizationAircraftPayload,
  type OrganizationAircraftStatus,
  type OrganizationHelicopter,
  type OrganizationHelicopterPage,
  type OrganizationHelicopterPayload,
} from './organizationFleet.types';
export {
  INVOICE_REFERENCE_FORMATS,
  ORGANIZATION_CURRENCIES,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPOLOGIES,
  ORGANIZATION_VALIDATOR,
  VAT_NUMBER_PATTERN,
  normalizeVatNumber,
  isVatNumber,
  type Airport,
  type EmergencyContact,
  type EmergencyContactCandidate,
  type EmergencyContactPayload,
  type InvoiceConfiguration,
  type InvoiceReferenceFormat,
  type Organization,
  type OrganizationAirports,
  type OrganizationAirportsPayload,
  type OrganizationEmergencyContact,
  type OrganizationHeadOffice,
  type OrganizationInfos,
  type OrganizationLegal,
  type OrganizationPage,
  type OrganizationPresentation,
  type OrganizationStatus,
  type OrganizationValidationReason,
  type OrganizationTypologyCode,
} from './organizations.types';
export { defineOrganizationTabs, gatherOrganizationTabs } from './tabs/gatherOrganizationTabs';
export { OrganizationTabsContext, useOrganizationTabs } from './tabs/OrganizationTabsContext';
export type {
  OrganizationTabDefinition,
  OrganizationTabEntry,
  OrganizationTabProps,
} from './tabs/organizationTabs.types';
export { tabAllowed, visibleTabs } from './tabs/visibleTabs';
export {
  ORGANIZATION_TAB_GROUPS,
  ORGANIZATION_TABS,
  ORGANIZATION_USERS_TAB,
  type OrganizationTab,
  type OrganizationTabGroup,
} from './tabs/tabNames';
export * from './contract';
