import type {
  BuyerRegistrationPayload,
  RegistrationPayloadBase,
  SellerRegistrationPayload,
} from './registration.types';
import type { RegistrationFormValues } from './registration.form';
import { normalizeVat } from './registration.schema';

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The fields both sides send; acceptPolicy stays in the form. */
function toBasePayload(
  values: RegistrationFormValues,
  redirectUrl: string,
): RegistrationPayloadBase {
  const a = values.address;
  const c = values.emergencyContact;
  return {
    legalName: values.legalName.trim(),
    businessStructure: blankToNull(values.businessStructure),
    intracommunityVatNumber: normalizeVat(values.intracommunityVatNumber),
    address: {
      addressName: a.addressName.trim(),
      address: a.address.trim(),
      complementaryAddress: blankToNull(a.complementaryAddress),
      postalCode: a.postalCode.trim(),
      city: a.city.trim(),
      contactName: blankToNull(a.contactName),
      contactPhone: blankToNull(a.contactPhone),
      contactEmail: a.contactEmail.trim(),
      additionalInformations: blankToNull(a.additionalInformations),
      buildingCode: blankToNull(a.buildingCode),
      countryCode: a.countryCode ?? '',
    },
    organizationAirportsIds: [...values.organizationAirportsIds],
    webSiteUrl: blankToNull(values.webSiteUrl),
    emergencyContact: {
      firstName: c.firstName.trim(),
      lastName: c.lastName.trim(),
      email: c.email.trim(),
      phone: c.phone.trim(),
      jobTitle: blankToNull(c.jobTitle),
    },
    recaptchaToken: values.recaptchaToken ?? '',
    redirectUrl,
  };
}

/** POST /seller-register's body: exactly the seller fields of spec section 3. */
export function toSellerPayload(
  values: RegistrationFormValues,
  redirectUrl: string,
): SellerRegistrationPayload {
  const main = values.mainTypologyId ?? 0;
  return {
    ...toBasePayload(values, redirectUrl),
    mainTypologyId: main,
    otherTypologiesIds: values.otherTypologiesIds.filter((id) => id !== main),
    otherSubsidiariesInterested: values.otherSubsidiariesInterested,
    subsidiariesCountriesCodes: values.otherSubsidiariesInterested
      ? [...values.subsidiariesCountriesCodes]
      : [],
  };
}

/** POST /client-register's body: exactly the buyer fields of spec section 3. */
export function toBuyerPayload(
  values: RegistrationFormValues,
  redirectUrl: string,
): BuyerRegistrationPayload {
  return {
    ...toBasePayload(values, redirectUrl),
    clientTypologyId: values.clientTypologyId ?? 0,
    numberOfAircrafts: values.numberOfAircrafts ?? 0,
    numberOfAoc: values.numberOfAoc ?? 0,
    aocCountriesCodes: (values.numberOfAoc ?? 0) > 0 ? [...values.aocCountriesCodes] : [],
  };
}

/** Where the mailed link leads: `/register-validate` on this app's own origin. */
export function registrationRedirectUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}
