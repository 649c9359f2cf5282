import { categoryPayloadLimits } from '@/lib/contract/generated/constants';
import { storeFile } from '@/lib/files';
import type { FieldDeclaration, FormDeclaration } from '@/lib/ui/resourceKit';
import type { Category, CategoryPayload } from './api/categories.api';
import { useParentChoices } from './components/useParentChoices';
import {
  CATEGORY_DEFAULTS,
  categoryToValues,
  toCategoryPayload,
  type CategoryFormValues,
} from './model/category.form';

// Spec section 5: images of 2 Mo at most; the API keeps JPG and PNG.
const IMAGES = ['image/png', 'image/jpeg', '.png', '.jpg', '.jpeg'];

/** The category: names and place in the tree, its images, then what search engines read. */
export const categoryForm: FormDeclaration<Category, CategoryFormValues, CategoryPayload> = {
  fields: [
    { name: 'name', kind: 'multiLanguage', required: true, wide: true, section: 'category' },
    { name: 'slug', kind: 'text', required: true, help: 'form.slugHelp', section: 'category' },
    {
      name: 'parentId',
      kind: 'select',
      useOptions: useParentChoices,
      help: 'form.parentHelp',
      section: 'category',
    },
    { name: 'description', kind: 'multiLanguage', wide: true, section: 'category' },
    { name: 'icon', kind: 'upload', accept: IMAGES, store: storeFile, section: 'images' },
    { name: 'banner', kind: 'upload', accept: IMAGES, store: storeFile, section: 'images' },
    { name: 'metaTitle', kind: 'multiLanguage', wide: true, section: 'meta' },
    { name: 'metaDescription', kind: 'multiLanguage', wide: true, section: 'meta' },
  ] satisfies FieldDeclaration<keyof CategoryFormValues & string, Category>[],
  limits: categoryPayloadLimits,
  defaults: CATEGORY_DEFAULTS,
  toValues: categoryToValues,
  toPayload: toCategoryPayload,
  fieldMap: { iconFileId: 'icon', bannerFileId: 'banner' },
};
