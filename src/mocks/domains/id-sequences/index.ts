import { defineDomain } from '../../registry/defineDomain';

/**
 * The last id given in each collection (`nextId`, db/db.ts): kept with the data so an id freed by
 * a delete is not given again, even after a restart. A fresh seed starts from the seeded ids.
 */
export const domain = defineDomain({
  name: 'id-sequences',
  seed: () => ({ idSequences: [] }),
  accepts: {
    idSequences: (saved) =>
      Array.isArray(saved) &&
      saved.every(
        (item: unknown) =>
          typeof item === 'object' &&
          item !== null &&
          'collection' in item &&
          typeof item.collection === 'string' &&
          'last' in item &&
          Number.isSafeInteger(item.last),
      ),
  },
  handlers: [],
});
