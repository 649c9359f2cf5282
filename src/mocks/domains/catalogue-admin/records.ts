import type { Texts } from '../shop';

/**
 * What the operator edits of a category beyond the shop's record (name, slug, parent: the
 * shop's `shopCategories`, extended here, not copied). One per category; absent: all blank.
 */
export interface CategoryDetailsRecord {
  categoryId: number;
  description: Texts;
  /** Uploads (POST api/file), images. */
  iconFileId: number | null;
  bannerFileId: number | null;
  metaTitle: Texts;
  metaDescription: Texts;
}

/** A product name a category suggests to the sellers who list a service under it. */
export interface CategoryProductNameRecord {
  id: number;
  categoryId: number;
  name: Texts;
}

declare module '../../db/types' {
  interface Db {
    categoryDetails: CategoryDetailsRecord[];
    categoryProductNames: CategoryProductNameRecord[];
  }
}
