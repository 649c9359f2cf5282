import * as z from 'zod/mini';
import {
  FLEET_VALIDATOR,
  isRegistrationMark,
  normalizeRegistration,
} from '@/entities/organization';
import type { FieldDeclaration } from '@/lib/ui/resourceKit';
import { requiredText } from '@/lib/validation';

/** Pieces shared by the fleet's aircraft and helicopter forms. */

/** A registration mark as written on the airframe: "f-hals" is sent as "F-HALS". */
const registration = z.pipe(
  requiredText('code'),
  z.pipe(
    z.transform(normalizeRegistration),
    z.string().check(z.refine(isRegistrationMark, { error: FLEET_VALIDATOR.registration })),
  ),
);

type IdentityField = 'registration' | 'callSign' | 'aoc' | 'status';

/** Registration, call sign, AOC and status, the same on both forms; the statuses differ. */
export function identityFields(statuses: readonly string[]): FieldDeclaration<IdentityField>[] {
  return [
    {
      name: 'registration',
      kind: 'text',
      required: true,
      help: 'aircraft.registrationHelp',
      schema: registration,
    },
    // Written upper-case; left blank, none.
    { name: 'callSign', kind: 'text', upperCase: true, blankAsNull: true },
    { name: 'aoc', kind: 'text', upperCase: true, blankAsNull: true },
    { name: 'status', kind: 'select', options: statuses, optionLabels: 'statuses', required: true },
  ];
}
