import type { Schemas } from '../../../lib/api/contract';
import { VALIDATOR, addError, isJsonObject } from '../../api';
import { db } from '../../db';
import { textAt, textsAt, type FieldErrors } from '../catalogue';
import { ownUpload, toUploadedFile } from '../files';
import type { ShopCategoryRecord } from '../shop';
import type { CategoryDetailsRecord } from './records';

export const SLUG_EXISTS = 'errors.slug_already_exists';
export const UNDER_ITSELF = 'errors.category_under_itself';
export const IMAGE_NOT_UPLOADED = 'errors.image_cannot_be_uploaded';
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

export type CategoryFields = Omit<ShopCategoryRecord, 'id'> &
  Omit<CategoryDetailsRecord, 'categoryId'>;

const blank = { en: '', fr: '' };

export function detailsOf(categoryId: number): CategoryDetailsRecord {
  return (
    db.categoryDetails.find((details) => details.categoryId === categoryId) ?? {
      categoryId,
      description: { ...blank },
      iconFileId: null,
      bannerFileId: null,
      metaTitle: { ...blank },
      metaDescription: { ...blank },
    }
  );
}

/** The stored category as a full body, so that a PATCH is checked as a whole. */
export function categoryBodyOf(category: ShopCategoryRecord): Record<string, unknown> {
  const { categoryId: _id, ...details } = detailsOf(category.id);
  return { name: category.name, slug: category.slug, parentId: category.parentId, ...details };
}

/** The category and every one below it. */
export function descendantsOf(id: number): Set<number> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of db.shopCategories) {
      if (category.parentId !== null && found.has(category.parentId) && !found.has(category.id)) {
        found.add(category.id);
        grew = true;
      }
    }
  }
  return found;
}

function imageAt(raw: unknown, field: string, auth: Uploader, errors: FieldErrors): number | null {
  if (raw === null || raw === undefined) return null;
  const file =
    typeof raw === 'number' ? ownUpload(raw, auth.organizationId, auth.userId) : undefined;
  if (!file || !IMAGE_TYPES.includes(file.contentType)) {
    addError(errors, field, IMAGE_NOT_UPLOADED);
    return null;
  }
  return file.id;
}

export interface Uploader {
  organizationId: number | null;
  userId: number;
}

/** A POST's body, or a PATCH's merged over the stored category (`currentId`). */
export function readCategory(
  raw: Record<string, unknown>,
  uploader: Uploader,
  currentId?: number,
): { fields: CategoryFields; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const slug = textAt(raw.slug, 'slug', errors, 80, true);
  if (slug !== '' && !SLUG.test(slug)) addError(errors, 'slug', VALIDATOR.pattern);
  else if (db.shopCategories.some((c) => c.slug === slug && c.id !== currentId)) {
    addError(errors, 'slug', SLUG_EXISTS);
  }
  const parentId = typeof raw.parentId === 'number' ? raw.parentId : null;
  if (raw.parentId !== null && raw.parentId !== undefined) {
    if (!db.shopCategories.some((c) => c.id === parentId))
      addError(errors, 'parentId', VALIDATOR.choice);
    else if (
      currentId !== undefined &&
      parentId !== null &&
      descendantsOf(currentId).has(parentId)
    ) {
      addError(errors, 'parentId', UNDER_ITSELF);
    }
  }
  const texts = (field: string) =>
    textsAt(isJsonObject(raw[field]) ? raw[field] : blank, field, errors, 2000, false);
  const fields: CategoryFields = {
    name: textsAt(raw.name, 'name', errors, 80, true),
    slug,
    parentId,
    description: texts('description'),
    metaTitle: texts('metaTitle'),
    metaDescription: texts('metaDescription'),
    iconFileId: imageAt(raw.iconFileId, 'iconFileId', uploader, errors),
    bannerFileId: imageAt(raw.bannerFileId, 'bannerFileId', uploader, errors),
  };
  return { fields, errors };
}

function fileOf(id: number | null) {
  const file = id === null ? undefined : db.uploadedFiles.find((f) => f.id === id);
  return file ? toUploadedFile(file) : null;
}

export function toCatalogueCategory(category: ShopCategoryRecord): Schemas['CatalogueCategory'] {
  const details = detailsOf(category.id);
  return {
    id: category.id,
    name: { ...category.name },
    slug: category.slug,
    parentId: category.parentId,
    description: { ...details.description },
    metaTitle: { ...details.metaTitle },
    metaDescription: { ...details.metaDescription },
    icon: fileOf(details.iconFileId),
    banner: fileOf(details.bannerFileId),
  };
}

/** Stores the checked fields: the shop's record and its details. */
export function writeCategory(id: number, fields: CategoryFields): ShopCategoryRecord {
  const { name, slug, parentId, ...details } = fields;
  let category = db.shopCategories.find((c) => c.id === id);
  if (category) Object.assign(category, { name, slug, parentId });
  else {
    category = { id, name, slug, parentId };
    db.shopCategories.push(category);
  }
  db.categoryDetails = [
    ...db.categoryDetails.filter((d) => d.categoryId !== id),
    { categoryId: id, ...details },
  ];
  return category;
}
