import { TEXT_MAX } from '../../api';

/** The maximum of each text of a registration, as the form has them. */
const { name, address, code, email, url, comment } = TEXT_MAX;
export const REGISTRATION_TEXT_LIMITS = {
  legalName: name,
  businessStructure: name,
  intracommunityVatNumber: code,
  webSiteUrl: url,
  'address.addressName': name,
  'address.address': address,
  'address.complementaryAddress': address,
  'address.postalCode': code,
  'address.city': name,
  'address.contactName': name,
  'address.contactPhone': code,
  'address.contactEmail': email,
  'address.additionalInformations': comment,
  'address.buildingCode': code,
  'emergencyContact.firstName': name,
  'emergencyContact.lastName': name,
  'emergencyContact.email': email,
  'emergencyContact.phone': code,
  'emergencyContact.jobTitle': name,
};
