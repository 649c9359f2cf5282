import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { db, resetDemoApi } from '../../db';
import { ATTRIBUTE } from '../catalogue';
import { CATEGORY } from '../shop';
import { importCsv, json, operator, seller, send } from './testkit';

beforeEach(() => resetDemoApi());

type Attribute = Schemas['ServiceAttributeDefinition'];
type Refusal = { message: string; errors?: Record<string, string[]> };

const DE_ICING: Schemas['AttributePayload'] = {
  names: { en: 'De-icing fluid', fr: 'Fluide de dégivrage' },
  type: 'choice',
  inputName: 'de_icing_fluid',
  unit: null,
  filterable: true,
  required: false,
  values: [
    { value: 'type-1', labels: { en: 'Type I', fr: 'Type I' }, icon: 'ac_unit' },
    { value: 'type-4', labels: { en: 'Type IV', fr: '' }, icon: null },
  ],
  categoryIds: [CATEGORY.groundHandling],
};

describe('attributes: create, read, update, delete', () => {
  it('adds a choice attribute, reads it in every language, changes and deletes it', async () => {
    const session = await operator();
    const created = await json<Attribute>(
      await send(session, 'POST', 'api/attribute', DE_ICING),
      201,
    );
    expect(created).toMatchObject({
      name: 'De-icing fluid',
      names: DE_ICING.names,
      type: 'choice',
      filterable: true,
      usedBy: 0,
      values: [
        { value: 'type-1', label: 'Type I', icon: 'ac_unit' },
        { value: 'type-4', label: 'Type IV', labels: { en: 'Type IV', fr: '' }, icon: null },
      ],
    });
    const path = `api/attribute/${created.id}`;
    expect(await json<Attribute>(await send(session, 'GET', path))).toEqual(created);
    const patched = await json<Attribute>(
      await send(session, 'PATCH', path, { required: true, values: DE_ICING.values.slice(0, 1) }),
    );
    expect(patched).toMatchObject({ required: true, inputName: 'de_icing_fluid' });
    expect(patched.values.map((v) => v.value)).toEqual(['type-1']);
    expect((await send(session, 'DELETE', path)).status).toBe(204);
    expect((await send(session, 'GET', path)).status).toBe(404);
  });

  it('asks the operator rights', async () => {
    expect((await send(undefined, 'POST', 'api/attribute', DE_ICING)).status).toBe(401);
    const seller_ = await seller();
    expect((await send(seller_, 'POST', 'api/attribute', DE_ICING)).status).toBe(403);
    expect((await send(seller_, 'GET', `api/attribute/${ATTRIBUTE.heated}`)).status).toBe(403);
    expect((await send(seller_, 'DELETE', `api/attribute/${ATTRIBUTE.heated}`)).status).toBe(403);
  });

  it('refuses a choice without values, a taken input name and a value given twice', async () => {
    const session = await operator();
    const refused = await json<Refusal>(
      await send(session, 'POST', 'api/attribute', {
        ...DE_ICING,
        values: [],
        inputName: 'heated',
      }),
      400,
    );
    expect(refused.errors).toEqual({
      values: ['validator.required'],
      inputName: ['errors.attribute_input_name_exists'],
    });
    const twice = [DE_ICING.values[0], DE_ICING.values[0]];
    const again = await json<Refusal>(
      await send(session, 'POST', 'api/attribute', { ...DE_ICING, values: twice }),
      400,
    );
    expect(again.errors).toEqual({ 'values.1.value': ['validator.already_used'] });
  });

  it('lists a page for the operator, filtered, and every attribute for the forms', async () => {
    const session = await operator();
    const all = await json<Schemas['ServiceAttributeDefinitionPage']>(
      await send(session, 'GET', 'api/attribute'),
    );
    expect(all.attributes).toHaveLength(all.totalItems);
    const page = await json<Schemas['ServiceAttributeDefinitionPage']>(
      await send(session, 'GET', 'api/attribute?page=1&numberOfItemsPerPage=2&filterable=true'),
    );
    expect(page.totalItems).toBe(3);
    expect(page.attributes.map((a) => a.inputName)).toEqual(['heated', 'cuisine']);
  });
});

describe('attributes in use', () => {
  it('refuses to delete an attribute services hold, naming them', async () => {
    const session = await operator();
    const refused = await json<Refusal>(
      await send(session, 'DELETE', `api/attribute/${ATTRIBUTE.deliveryMinutes}`),
      400,
    );
    expect(refused.message).toBe('errors.item_cannot_be_deleted');
    expect(refused.errors?.usedBy?.[0]).toMatch(/^errors\.used_by_services\|.*Crew meal box/);
    expect(db.catalogueAttributes.some((a) => a.id === ATTRIBUTE.deliveryMinutes)).toBe(true);
  });

  it('keeps the type of an attribute services hold', async () => {
    const session = await operator();
    const refused = await json<Refusal>(
      await send(session, 'PATCH', `api/attribute/${ATTRIBUTE.deliveryMinutes}`, { type: 'text' }),
      400,
    );
    expect(refused.errors).toEqual({ type: ['errors.attribute_in_use'] });
  });
});

describe('import and export', () => {
  const HEADER = 'id,name_en,name_fr,type,input_name,unit,filterable,required,values,categories';

  it('exports attributes.csv, which imports back unchanged', async () => {
    const session = await operator();
    const response = await send(session, 'GET', 'api/export/attribute');
    expect(response.headers.get('Content-Disposition')).toContain('attributes.csv');
    const text = await response.text();
    expect(text.split(/\r?\n/)[0]).toBe(HEADER);
    expect(text).toContain('cuisine,,true,false,french:French:Française:restaurant|');
    const before = structuredClone(db.catalogueAttributes);
    const answer = await json<Schemas['AttributeImport']>(await importCsv(session, text), 201);
    expect(answer).toEqual({ created: 0, updated: before.length });
    expect(db.catalogueAttributes).toEqual(before);
  });

  it('adds and changes attributes from a file', async () => {
    const session = await operator();
    const csv = [
      HEADER,
      ',Wi-Fi,Wi-Fi,boolean,wifi,,yes,no,,vip-lounge',
      `${ATTRIBUTE.heated},Heated hangar,Hangar chauffé,boolean,heated,,true,false,,hangar-parking`,
    ].join('\n');
    const answer = await json<Schemas['AttributeImport']>(await importCsv(session, csv), 201);
    expect(answer).toEqual({ created: 1, updated: 1 });
    const wifi = db.catalogueAttributes.find((a) => a.inputName === 'wifi');
    expect(wifi).toMatchObject({ filterable: true, categoryIds: [CATEGORY.lounge] });
    expect(db.catalogueAttributes.find((a) => a.id === ATTRIBUTE.heated)?.name.en).toBe(
      'Heated hangar',
    );
  });

  it('refuses a file with bad lines, by line and column, and imports nothing', async () => {
    const session = await operator();
    const before = structuredClone(db.catalogueAttributes);
    const csv = [
      HEADER,
      ',Wi-Fi,Wi-Fi,boolean,wifi,,yes,no,,vip-lounge',
      ',Colour,Couleur,colour,Colour!,,true,false,,nowhere',
      '999,Ghost,Fantôme,text,ghost,,false,false,,',
      ',Again,Encore,text,wifi,,false,false,,',
    ].join('\n');
    const refused = await json<Refusal>(await importCsv(session, csv), 400);
    expect(refused.message).toBe('errors.attribute_import_invalid');
    expect(refused.errors).toEqual({
      'line.3.type': ['validator.choice'],
      'line.3.input_name': ['validator.pattern'],
      'line.3.categories': ['validator.choice'],
      'line.4.id': ['errors.attribute_not_found'],
      'line.5.input_name': ['validator.already_used'],
    });
    expect(db.catalogueAttributes).toEqual(before);
  });

  it('names a missing column on the header line', async () => {
    const refused = await json<Refusal>(
      await importCsv(await operator(), 'id,name_en\n,Wi-Fi'),
      400,
    );
    expect(refused.errors?.['line.1.type']).toEqual(['validator.required']);
  });
});
