import { describe, expect, it } from 'vitest';
import {
  crewMemberForm,
  crewMemberSchema,
  type CrewMember,
  type CrewMemberFormValues,
} from './crewMember.schema';

const { toValues: crewMemberToValues, duplicate: crewMemberToDuplicate = crewMemberToValues } =
  crewMemberForm;

const valid: CrewMemberFormValues = {
  firstName: ' Amélie ',
  lastName: 'Durand',
  crewRole: 'captain',
  licenceNumber: 'fra.fcl.pa.123456',
  licenceExpiryDate: '2027-05-31',
  nationality: 'FR',
  email: 'amelie.durand@alpine-jets.fr',
  phone: '  ',
  status: 'active',
  aircraftTypes: [' c56x', 'C68A', 'C56X'],
};

function firstError(values: CrewMemberFormValues, field: keyof CrewMemberFormValues) {
  const result = crewMemberSchema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('crewMemberSchema', () => {
  it('turns valid form values into the API payload', () => {
    expect(crewMemberSchema.parse(valid)).toEqual({
      firstName: 'Amélie',
      lastName: 'Durand',
      crewRole: 'captain',
      licenceNumber: 'FRA.FCL.PA.123456',
      licenceExpiryDate: '2027-05-31',
      nationality: 'FR',
      email: 'amelie.durand@alpine-jets.fr',
      phone: null,
      status: 'active',
      aircraftTypes: ['C56X', 'C68A'],
    });
  });

  it.each<[keyof CrewMemberFormValues, unknown, string]>([
    ['firstName', '   ', 'validator.required'],
    ['lastName', '', 'validator.required'],
    ['crewRole', null, 'validator.required'],
    ['crewRole', 'purser', 'validator.choice'],
    ['licenceNumber', ' ', 'validator.required'],
    ['licenceExpiryDate', '', 'validator.required'],
    ['licenceExpiryDate', '2027-02-30', 'validator.date'],
    ['licenceExpiryDate', '31/05/2027', 'validator.date'],
    ['nationality', null, 'validator.required'],
    ['nationality', 'XX', 'validator.country'],
    ['email', 'amelie@', 'validator.email'],
    ['aircraftTypes', ['C56X', 'Citation XLS'], 'validator.icao_type'],
    ['aircraftTypes', ['1ABC'], 'validator.icao_type'],
  ])('%s = %j fails with %s', (field, value, message) => {
    expect(firstError({ ...valid, [field]: value } as CrewMemberFormValues, field)).toBe(message);
  });
});

const member: CrewMember = {
  id: 7,
  firstName: 'Lukas',
  lastName: 'Meier',
  crewRole: 'first_officer',
  licenceNumber: 'CHE.FCL.PA.004512',
  licenceExpiryDate: '2027-01-15',
  nationality: 'CH',
  email: 'lukas.meier@alpine-jets.fr',
  phone: '+41 79 555 12 12',
  status: 'active',
  aircraftTypes: ['CL35', 'GLEX'],
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-01T09:00:00.000Z',
};

describe('form values of a crew member', () => {
  it('edits every field of the record', () => {
    expect(crewMemberSchema.parse(crewMemberToValues(member))).toEqual({
      firstName: 'Lukas',
      lastName: 'Meier',
      crewRole: 'first_officer',
      licenceNumber: 'CHE.FCL.PA.004512',
      licenceExpiryDate: '2027-01-15',
      nationality: 'CH',
      email: 'lukas.meier@alpine-jets.fr',
      phone: '+41 79 555 12 12',
      status: 'active',
      aircraftTypes: ['CL35', 'GLEX'],
    });
  });

  it('duplicates the role and qualifications, not the identity', () => {
    const copy = crewMemberToDuplicate(member);
    expect(copy).toMatchObject({ crewRole: 'first_officer', nationality: 'CH', status: 'active' });
    expect(copy.aircraftTypes).toEqual(['CL35', 'GLEX']);
    expect(copy).toMatchObject({ firstName: '', lastName: '', licenceNumber: '', email: '' });
  });
});
