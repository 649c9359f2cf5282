import * as z from 'zod/mini';
import {
  COCKPIT_CONFIGURATIONS,
  FLEET_VALIDATOR,
  HELICOPTER_STATUSES,
  isHttpsUrl,
  type OrganizationHelicopter,
  type OrganizationHelicopterPayload,
} from '@/entities/organization';
import { organizationHelicopterPayloadLimits } from '@/lib/contract/generated/constants';
import {
  declaredSchema,
  recordValues,
  type FieldDeclaration,
  type FormDeclaration,
  type FormValuesOf,
} from '@/lib/ui/resourceKit';
import { nullableText } from '@/lib/validation';
import { identityFields } from './schemaParts';

type Payload = OrganizationHelicopterPayload;

/** What the helicopter dialog edits: the payload, a blank text for none (sent as null). */
export type HelicopterFormValues = FormValuesOf<Payload>;

/** A new helicopter's values beyond each field's empty one ('': the kit's). */
export const EMPTY_HELICOPTER = {
  status: 'active',
  cockpitConfiguration: 'single_pilot',
} satisfies Partial<HelicopterFormValues>;

type Field = FieldDeclaration<keyof HelicopterFormValues, OrganizationHelicopter>;

const HELICOPTER_FIELDS: readonly Field[] = [
  { name: 'manufacturer', kind: 'text', required: true },
  { name: 'modelType', kind: 'text', required: true },
  ...identityFields(HELICOPTER_STATUSES),
  {
    name: 'cockpitConfiguration',
    kind: 'select',
    options: COCKPIT_CONFIGURATIONS,
    optionLabels: 'cockpitConfigurations',
    required: true,
  },
  {
    name: 'calendarUrl',
    kind: 'text',
    type: 'url',
    help: 'helicopters.calendarHelp',
    schema: z.pipe(
      nullableText('url'),
      z.nullable(z.string().check(z.refine(isHttpsUrl, { error: FLEET_VALIDATOR.httpsUrl }))),
    ),
  },
  { name: 'description', kind: 'textarea', wide: true, blankAsNull: true },
];

/** The helicopter form, in a dialog: two columns from sm up, the description across. */
export const helicopterForm: FormDeclaration<
  OrganizationHelicopter,
  HelicopterFormValues,
  Payload,
  Payload
> = {
  fields: HELICOPTER_FIELDS,
  limits: organizationHelicopterPayloadLimits,
  columns: { xs: '1fr', sm: '1fr 1fr' },
  defaults: EMPTY_HELICOPTER,
  toValues: recordValues<OrganizationHelicopter, HelicopterFormValues>({
    fields: HELICOPTER_FIELDS,
    defaults: EMPTY_HELICOPTER,
  }),
  toPayload: (values) => values,
  dialog: { maxWidth: 'md' },
};

export const helicopterSchema = declaredSchema<HelicopterFormValues, Payload>(helicopterForm);
