import { defineDomain } from '../../registry/defineDomain';
import { attributeHandlers } from './attributeHandlers';
import { categoryHandlers } from './categoryHandlers';
import { parameterHandlers } from './parameters';
import { productNameHandlers } from './productNames';
import './records';
import { seedCatalogueAdmin } from './seed';

export type { CategoryDetailsRecord, CategoryProductNameRecord } from './records';

/**
 * The operator's catalogue administration (issue 31; DECISIONS.md "Administration"): the
 * catalogue's attributes and the shop's categories, extended (their records stay the catalogue's
 * and the shop's), and the product parameters.
 *
 *   POST api/attribute; GET, PATCH, DELETE api/attribute/{id}        attributeHandlers.ts
 *   POST api/import/attribute (CSV, all or nothing); GET api/export/attribute
 *   GET api/category/products (the tree with its uses); POST api/category;
 *   GET, PATCH, DELETE api/category/{id} (in use: not deleted)         categoryHandlers.ts
 *   GET, POST api/category/{id}/product-name; PATCH, DELETE …/{pid}    productNames.ts
 *   GET api/parameters/products                                        parameters.ts
 */
export const domain = defineDomain({
  name: 'catalogue-admin',
  after: ['catalogue', 'cancellation-policies'],
  seed: seedCatalogueAdmin,
  // The tree's reads (`products`) before the record's `{id}`.
  handlers: [
    ...categoryHandlers,
    ...productNameHandlers,
    ...attributeHandlers,
    ...parameterHandlers,
  ],
});
