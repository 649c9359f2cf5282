import type { Schemas } from '@/lib/api/contract';
import { uploadedId, type UploadValue } from '@/lib/ui/resourceKit';
import type { Category, CategoryPayload } from '../api/categories.api';

type Texts = Schemas['LocalizedText'];

/** What the category form edits: texts per language, its parent, its images kept or new. */
export interface CategoryFormValues {
  name: Texts;
  description: Texts;
  parentId: number | null;
  slug: string;
  icon: UploadValue;
  banner: UploadValue;
  metaTitle: Texts;
  metaDescription: Texts;
}

const trimmed = (texts: Texts): Texts => ({ en: texts.en.trim(), fr: texts.fr.trim() });
const BLANK: Texts = { en: '', fr: '' };

export const CATEGORY_DEFAULTS: Partial<CategoryFormValues> = {
  name: BLANK,
  description: BLANK,
  metaTitle: BLANK,
  metaDescription: BLANK,
  parentId: null,
};

export function categoryToValues(category: Category): CategoryFormValues {
  return {
    name: { ...category.name },
    description: { ...category.description },
    parentId: category.parentId,
    slug: category.slug,
    icon: category.icon,
    banner: category.banner,
    metaTitle: { ...category.metaTitle },
    metaDescription: { ...category.metaDescription },
  };
}

/** The payload of the checked values (new images are uploaded by then). */
export function toCategoryPayload(values: CategoryFormValues): CategoryPayload {
  return {
    name: trimmed({ ...BLANK, ...values.name }),
    description: trimmed({ ...BLANK, ...values.description }),
    parentId: values.parentId,
    slug: values.slug.trim(),
    iconFileId: uploadedId(values.icon),
    bannerFileId: uploadedId(values.banner),
    metaTitle: trimmed({ ...BLANK, ...values.metaTitle }),
    metaDescription: trimmed({ ...BLANK, ...values.metaDescription }),
  };
}
