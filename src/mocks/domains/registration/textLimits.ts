import {
  registrationAddressLimits,
  registrationEmergencyContactLimits,
  registrationPayloadBaseLimits,
} from '../../../lib/api/generated/constants';
import { maxLengths } from '../../api';

/** The maximum of each text of a registration: the document's `maxLength`s. */
export const REGISTRATION_TEXT_LIMITS = {
  ...maxLengths(registrationPayloadBaseLimits),
  ...maxLengths(registrationAddressLimits, 'address.'),
  ...maxLengths(registrationEmergencyContactLimits, 'emergencyContact.'),
};
