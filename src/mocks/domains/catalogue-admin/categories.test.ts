import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { db, resetDemoApi } from '../../db';
import { CATEGORY } from '../shop';
import { PRODUCT_NAME } from './seed';
import { json, operator, seller, send, upload } from './testkit';

beforeEach(() => resetDemoApi());

type Category = Schemas['CatalogueCategory'];
type Refusal = { message: string; errors?: Record<string, string[]> };

const blank = { en: '', fr: '' };
const DE_ICING: Schemas['CategoryPayload'] = {
  name: { en: 'De-icing', fr: 'Dégivrage' },
  description: { en: 'Aircraft de-icing and anti-icing.', fr: '' },
  parentId: CATEGORY.groundHandling,
  slug: 'de-icing',
  iconFileId: null,
  bannerFileId: null,
  metaTitle: blank,
  metaDescription: blank,
};

describe('the tree and its uses', () => {
  it('lists each category after its parent, with what uses it', async () => {
    const tree = await json<Schemas['CategoryUsagePage']>(
      await send(await operator(), 'GET', 'api/category/products'),
    );
    const slugs = tree.categories.map((c) => c.slug);
    expect(slugs.indexOf('helicopter-transfers')).toBe(slugs.indexOf('transport') + 1);
    const catering = tree.categories.find((c) => c.id === CATEGORY.catering);
    expect(catering).toMatchObject({ cancellationPolicies: 1, attributes: 2, productNames: 1 });
    expect(catering?.services).toBeGreaterThan(0);
  });

  it('asks OPERATOR_CATEGORY rights', async () => {
    const session = await seller();
    expect((await send(session, 'GET', 'api/category/products')).status).toBe(403);
    expect((await send(session, 'POST', 'api/category', DE_ICING)).status).toBe(403);
    expect((await send(session, 'DELETE', `api/category/${CATEGORY.fuel}`)).status).toBe(403);
  });
});

describe('create, edit, delete', () => {
  it('adds a category with an icon, edits it and deletes it while unused', async () => {
    const session = await operator();
    const icon = await upload(session, 'icon.png', 'image/png');
    const created = await json<Category>(
      await send(session, 'POST', 'api/category', { ...DE_ICING, iconFileId: icon }),
      201,
    );
    expect(created).toMatchObject({ slug: 'de-icing', icon: { id: icon }, banner: null });
    const path = `api/category/${created.id}`;
    const patched = await json<Category>(
      await send(session, 'PATCH', path, { metaTitle: { en: 'De-icing', fr: 'Dégivrage' } }),
    );
    expect(patched).toMatchObject({ metaTitle: { fr: 'Dégivrage' }, icon: { id: icon } });
    const forms = await json<Schemas['ServiceCategoryPage']>(
      await send(session, 'GET', 'api/category'),
    );
    expect(forms.categories.some((c) => c.slug === 'de-icing')).toBe(true);
    expect((await send(session, 'DELETE', path)).status).toBe(204);
    expect((await send(session, 'GET', path)).status).toBe(404);
  });

  it('refuses a taken slug and a file that is not an image', async () => {
    const session = await operator();
    const pdf = await upload(session, 'icon.pdf', 'application/pdf');
    const refused = await json<Refusal>(
      await send(session, 'POST', 'api/category', { ...DE_ICING, slug: 'fuel', bannerFileId: pdf }),
      400,
    );
    expect(refused.errors).toEqual({
      slug: ['errors.slug_already_exists'],
      bannerFileId: ['errors.image_cannot_be_uploaded'],
    });
  });

  it('never moves a category under itself or one of its subcategories', async () => {
    const session = await operator();
    for (const parentId of [CATEGORY.transport, CATEGORY.helicopter]) {
      const refused = await json<Refusal>(
        await send(session, 'PATCH', `api/category/${CATEGORY.transport}`, { parentId }),
        400,
      );
      expect(refused.errors).toEqual({ parentId: ['errors.category_under_itself'] });
    }
    const moved = await json<Category>(
      await send(session, 'PATCH', `api/category/${CATEGORY.lounge}`, { parentId: null }),
    );
    expect(moved.parentId).toBeNull();
  });

  it('refuses to delete a category in use, naming services, policies and subcategories', async () => {
    const session = await operator();
    const catering = await json<Refusal>(
      await send(session, 'DELETE', `api/category/${CATEGORY.catering}`),
      400,
    );
    expect(catering.message).toBe('errors.item_cannot_be_deleted');
    expect(catering.errors?.usedBy).toEqual([
      expect.stringMatching(/^errors\.used_by_services\|/),
      expect.stringMatching(/^errors\.used_by_cancellation_policies\|\{"count":1,"names":"/),
    ]);
    const transport = await json<Refusal>(
      await send(session, 'DELETE', `api/category/${CATEGORY.transport}`),
      400,
    );
    expect(transport.errors?.usedBy).toContainEqual(
      'errors.has_subcategories|{"count":1,"names":"Helicopter transfers"}',
    );
    expect(db.shopCategories.some((c) => c.id === CATEGORY.catering)).toBe(true);
  });
});

describe('product names', () => {
  it('lists, adds, renames and deletes a category’s product names', async () => {
    const session = await operator();
    const path = `api/category/${CATEGORY.fuel}/product-name`;
    const list = await json<Schemas['CategoryProductNamePage']>(await send(session, 'GET', path));
    expect(list.productNames.map((p) => p.name.en)).toEqual(['Avgas 100LL', 'Jet A-1']);
    const taken = await json<Refusal>(
      await send(session, 'POST', path, { name: { en: 'jet a-1', fr: '' } }),
      400,
    );
    expect(taken.errors).toEqual({ 'name.en': ['validator.already_used'] });
    const added = await json<Schemas['CategoryProductName']>(
      await send(session, 'POST', path, { name: { en: 'Jet A', fr: 'Jet A' } }),
      201,
    );
    const renamed = await json<Schemas['CategoryProductName']>(
      await send(session, 'PATCH', `${path}/${added.id}`, { name: { en: 'Jet A (US)', fr: '' } }),
    );
    expect(renamed.name.en).toBe('Jet A (US)');
    expect((await send(session, 'DELETE', `${path}/${PRODUCT_NAME.avgas}`)).status).toBe(204);
    const after = await json<Schemas['CategoryProductNamePage']>(await send(session, 'GET', path));
    expect(after.productNames.map((p) => p.name.en)).toEqual(['Jet A (US)', 'Jet A-1']);
  });
});

describe('product parameters', () => {
  it('counts the services of each typology, unit and fuel type, for operators only', async () => {
    const parameters = await json<Schemas['ProductParameters']>(
      await send(await operator(), 'GET', 'api/parameters/products'),
    );
    const count = (list: Schemas['ParameterUsage'][], value: string) =>
      list.find((item) => item.value === value)?.services;
    expect(count(parameters.typologies, 'hangar')).toBe(
      db.services.filter((s) => s.typology === 'hangar').length,
    );
    expect(parameters.typologies).toHaveLength(8);
    expect(count(parameters.fuelTypes, 'kerosene')).toBeGreaterThan(0);
    expect(count(parameters.units, 'litre')).toBeGreaterThan(0);
    expect((await send(await seller(), 'GET', 'api/parameters/products')).status).toBe(403);
  });
});
