import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FormDialog, fieldsFor, useMutationForm } from '@/lib/ui';
import { VALIDATOR } from '@/lib/validation';
import { useSaveProductNameMutation, type ProductName } from '../api/categories.api';

interface NameValues {
  name: { en: string; fr: string };
}

const { MultiLanguageTextField } = fieldsFor<NameValues>();

const nameSchema = z.object({
  name: z.object({
    en: z.string().check(z.trim(), z.minLength(1, { error: VALIDATOR.required })),
    fr: z.string().check(z.trim()),
  }),
});

/** Adds a product name to the category, or renames one (`editing`). */
export function ProductNameDialog(props: {
  categoryId: number;
  editing: ProductName | null;
  onClose: () => void;
}) {
  const { categoryId, editing, onClose } = props;
  const { t } = useTranslation('categories');
  const [save] = useSaveProductNameMutation();
  const { form, submit, errors } = useMutationForm({
    schema: nameSchema,
    defaultValues: { name: editing ? { ...editing.name } : { en: '', fr: '' } },
    mutation: (payload: NameValues) => save({ categoryId, id: editing?.id ?? null, ...payload }),
    onSaved: onClose,
  });
  return (
    <FormDialog<NameValues, unknown, NameValues>
      title={editing ? t('productNames.editTitle') : t('productNames.addTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      errors={errors}
    >
      <MultiLanguageTextField name="name" label={t('productNames.name')} />
    </FormDialog>
  );
}
