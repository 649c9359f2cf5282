/** The fake resource's add, edit and duplicate page, written as a domain's form page should be. */
import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query';
import * as z from 'zod/mini';
import { fieldsFor, ResourceFormPage, useIdParam, type FormMode } from '@/lib/ui';
import { optionalNumberField, positiveCheck, required } from '@/lib/validation/rules';
import {
  PART_CATEGORIES,
  useCreatePartMutation,
  useGetPartQuery,
  useUpdatePartMutation,
  type Part,
  type PartPayload,
} from './partsApi';

const partSchema = z.object({
  name: required,
  serialNumber: required,
  category: z.enum(PART_CATEGORIES, { error: 'validator.required' }),
  price: optionalNumberField(positiveCheck),
  notes: z.nullable(z.string()),
});
type PartFormValues = z.input<typeof partSchema>;
type PartFormOutput = z.output<typeof partSchema>;

const { TextField, SelectField, MoneyField } = fieldsFor<PartFormValues>();
const CATEGORY_OPTIONS = PART_CATEGORIES.map((category) => ({ value: category, label: category }));
const EMPTY: PartFormValues = {
  name: '',
  serialNumber: '',
  category: 'engine',
  price: null,
  notes: null,
};

const toValues = (part: Part): PartFormValues => ({
  name: part.name,
  serialNumber: part.serialNumber,
  category: part.category,
  price: part.price,
  notes: part.notes,
});

const toPayload = (values: PartFormOutput): PartPayload => ({
  ...values,
  notes: values.notes?.trim() || null,
  serviceable: true,
  installedOn: null,
  mass: null,
});

function PartFormPage({ mode }: { mode: FormMode }) {
  const id = useIdParam();
  const record = useGetPartQuery(id ?? skipToken);
  const [createPart] = useCreatePartMutation();
  const [updatePart] = useUpdatePartMutation();
  const titles: Record<FormMode, string> = {
    add: 'New part',
    edit: 'Edit part',
    duplicate: 'Copy of part',
  };

  return (
    <ResourceFormPage
      mode={mode}
      title={titles[mode]}
      breadcrumbs={[{ label: 'Parts', to: '/parts' }, { label: titles[mode] }]}
      record={record}
      defaultValues={EMPTY}
      toValues={toValues}
      duplicateValues={(values) => ({
        ...values,
        name: `${values.name ?? ''} (copy)`,
        serialNumber: '',
      })}
      toPayload={toPayload}
      resolver={zodResolver(partSchema)}
      create={createPart}
      update={(payload) => updatePart({ id: id ?? 0, ...payload })}
      redirectTo={(saved) => `/parts/${saved.id}/show`}
      cancelTo="/parts"
      draftKey={`part:${id ?? 'new'}`}
      fieldMap={{ partName: 'name' }}
      failureTitle="The part could not be saved"
    >
      <TextField name="name" label="Name" required />
      <TextField name="serialNumber" label="Serial number" required />
      <SelectField name="category" label="Category" options={CATEGORY_OPTIONS} required />
      <MoneyField name="price" label="Price" />
      <TextField name="notes" label="Notes" multiline minRows={2} />
    </ResourceFormPage>
  );
}

export const PartAddPage = () => <PartFormPage mode="add" />;
export const PartEditPage = () => <PartFormPage mode="edit" />;
export const PartDuplicatePage = () => <PartFormPage mode="duplicate" />;
