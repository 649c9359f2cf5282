import { useTranslation } from 'react-i18next';
import { DeclaredFormPage, dataFormParts } from '@/lib/ui/resourceKit';
import { useIdParam } from '@/lib/ui';
import { categoriesApi, type Category, type CategoryPayload } from '../api/categories.api';
import { ProductNames } from '../components/ProductNames';
import { categoryForm } from '../form';
import type { CategoryFormValues } from '../model/category.form';
import { categories } from '../resource';

const parts = dataFormParts(categoryForm, 'categories');

/** /category [OPERATOR_CATEGORY_ADD] and /category/:id [OPERATOR_CATEGORY_EDIT]. */
export default function CategoryFormPage() {
  const { t } = useTranslation('categories');
  const id = useIdParam();
  return (
    <>
      <DeclaredFormPage<CategoryFormValues, CategoryFormValues, Category, CategoryPayload, Category>
        resource={categories}
        useRecord={categoriesApi.useRead}
        useCreate={categoriesApi.useCreate}
        useUpdate={categoriesApi.useUpdate}
        title={(mode, record) =>
          mode === 'add' ? t('form.addTitle') : t('form.editTitle', { name: record?.name.en ?? '' })
        }
        listTitle={t('list.title')}
        schema={parts.schema}
        defaultValues={parts.defaults}
        prepare={parts.prepare}
        toValues={categoryForm.toValues}
        toPayload={(values) => categoryForm.toPayload(values, undefined)}
        fieldMap={categoryForm.fieldMap}
      >
        {parts.children}
      </DeclaredFormPage>
      {id !== null && <ProductNames categoryId={id} />}
    </>
  );
}
