import { corePaths } from './core';
import { crewPaths } from './crews';
import { legPaths } from './legs';
import { accountingPaths, invoicePaths, orderPaths } from './orders';
import { shopPaths } from './shop';
import { slotPaths } from './slots';
import { tripPaths } from './trips';
import {
  aircraftCataloguePaths,
  organizationAircraftPaths,
  organizationHelicopterPaths,
} from './organizationFleet';
import {
  ACCOUNT_TABS,
  ORGANIZATION_TABS,
  ORGANIZATION_USERS_TAB,
  REGISTRATION_TABS,
  accountPaths,
  organizationPaths,
  type OrganizationTab,
} from './accounts';

export {
  ACCOUNT_TABS,
  ORGANIZATION_TABS,
  ORGANIZATION_USERS_TAB,
  REGISTRATION_TABS,
  type OrganizationTab,
};
import { resourcePaths, route } from '../pathBuilder';

/**
 * Every screen's path (spec section 2), so a feature links to another's screen without importing
 * it, and a route row takes its pattern from here (startup code imports the small modules beside
 * this one, `core` and a domain's own, so the startup chunk does not carry the whole table): `{ path: paths.crews.show.pattern, ... }`,
 * `navigate(paths.crews.show({ id: 7 }))` -> '/crews/7/show'. Query values: `withQuery(path, q)`.
 */

/** `/offer/{id}/{tab}/...`. */
export const OFFER_TABS = [
  'information',
  'typologies',
  'commission',
  'subscribers',
  'subscription',
] as const;

const legal = {
  privacyPolicy: route('/privacy-policy'),
  cookiesPolicy: route('/cookies-policy'),
  termsOfServices: route('/terms-of-services'),
  commercialTerms: route('/commercial-terms'),
  termsOfUse: route('/terms-of-use'),
  legalNotices: route('/legal-notices'),
};

const admin = {
  accounting: accountingPaths.operator,
  aircraftCatalogue: aircraftCataloguePaths,
  attributes: {
    list: route('/attributes'),
    add: route('/attribute/add'),
    edit: route('/attribute/edit/:attributeId'),
  },
  categories: {
    list: route('/categories'),
    add: route('/category'),
    edit: route('/category/:categoryId'),
  },
  translations: route('/translations'),
  cache: route('/cache'),
  mailTemplates: {
    list: route('/mail-template'),
    show: route('/mail-template/:id'),
  },
  parameters: {
    products: route('/parameters/products'),
    organizations: accountingPaths.parametersOrganizations,
  },
};

const trips = tripPaths;

const shop = shopPaths;

export const paths = {
  home: corePaths.home,
  login: corePaths.login,
  forgotPassword: accountPaths.forgotPassword,
  forgotPasswordValidation: accountPaths.forgotPasswordValidation,
  resetPassword: accountPaths.resetPassword,
  resetPasswordValidation: accountPaths.resetPasswordValidation,
  register: accountPaths.register,
  registerValidation: accountPaths.registerValidation,
  registerValidate: accountPaths.registerValidate,
  registration: accountPaths.registration,
  registrationValidation: accountPaths.registrationValidation,
  registrationUser: accountPaths.registrationUser,
  registrationUserValidation: accountPaths.registrationUserValidation,
  registrationUserValid: accountPaths.registrationUserValid,
  contact: route('/contact'),
  demoMailbox: route('/demo/mailbox'),
  maintenance: corePaths.maintenance,
  notAuthorized: corePaths.notAuthorized,
  legal,
  account: accountPaths.account,
  organization: organizationPaths,
  admin,
  offers: {
    list: route('/offers'),
    show: route('/offer/:id/:tab/show', { tab: OFFER_TABS }),
    edit: route('/offer/:id/:tab/edit', { tab: OFFER_TABS }),
  },
  cancellationPolicies: resourcePaths('/cancellation-policies', '/cancellation-policy'),
  crews: crewPaths,
  negotiatedRates: route('/negotiated-rates'),
  priceManagement: resourcePaths('/prices-management', '/price-management'),
  organizationAircraft: organizationAircraftPaths,
  organizationHelicopters: organizationHelicopterPaths,
  services: {
    list: route('/services'),
    add: route('/services/add'),
    edit: route('/services/edit/:serviceId/:typology/:tab'),
    show: route('/services/show/:serviceId/:typology/:tab'),
  },
  operatorServices: {
    list: route('/operator-services'),
    show: route('/operator-services/show/:serviceId/:typology/:tab'),
  },
  trips,
  slots: slotPaths,
  legs: legPaths,
  hangar: {
    dashboard: route('/hangar/dashboard'),
    calendar: route('/hangar/calendar'),
  },
  orders: orderPaths,
  invoices: invoicePaths,
  shop,
  chat: route('/chat'),
  dashboard: route('/dashboard'),
};
