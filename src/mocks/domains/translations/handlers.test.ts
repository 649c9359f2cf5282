import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { resetDemoApi } from '../../db';
import { call, expectWithinBudget, login } from '../../testing';

type Page = Schemas['TranslationPage'];
type Entry = Schemas['TranslationEntry'];
type Change = Schemas['TranslationChange'];

beforeEach(() => resetDemoApi());

async function operator() {
  return { token: (await login('operator@demo.aero')).token };
}

async function list(query: string) {
  const response = await call('GET', `api/translations?${query}`, await operator());
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

async function edit(path: string, locale: string, text: string | null) {
  return call('PATCH', `api/translations/${path}`, {
    ...(await operator()),
    body: { locale, text },
  });
}

describe('GET api/translations', () => {
  it('lists every bundled key in both languages, with the operator overrides over them', async () => {
    const page = await list('searchQuery=common:app.tagline');
    expect(page.translations).toEqual([
      {
        id: 'common:app.tagline',
        namespace: 'common',
        key: 'app.tagline',
        texts: {
          en: 'The marketplace for aviation services',
          fr: 'La place de marché des services aéronautiques',
        },
        bundled: expect.objectContaining({ en: 'Aviation services at every airport' }) as unknown,
        edited: ['en', 'fr'],
      },
    ]);
    const all = await list('numberOfItemsPerPage=100');
    expect(all.totalItems).toBeGreaterThan(3000);
    expect(all.namespaces).toEqual(expect.arrayContaining(['common', 'services', 'validation']));
  });

  it('answers a page of the thousands of keys well within the second the screen has', async () => {
    const options = await operator();
    await call('GET', 'api/translations', options);
    const started = performance.now();
    const response = await call('GET', 'api/translations?searchQuery=menu&missing=false', options);
    expectWithinBudget('GET api/translations (first page)', performance.now() - started, 150);
    expect(response.status).toBe(200);
  });

  it('keeps the keys without French or English text under missing=true', async () => {
    const page = await list('missing=true&numberOfItemsPerPage=100');
    expect(page.totalItems).toBeGreaterThan(0);
    for (const entry of page.translations) expect(!entry.texts.en || !entry.texts.fr).toBe(true);
  });

  it('is refused without OPERATOR_TRANSLATION_VIEW', async () => {
    const { token } = await login('seller@demo.aero');
    expect((await call('GET', 'api/translations', { token })).status).toBe(403);
  });
});

describe('PATCH api/translations/{namespace}/{key}', () => {
  it('serves a saved text at once through marketplace-public-configuration', async () => {
    const response = await edit('services/menu.services', 'fr', 'Mes prestations');
    expect(response.status).toBe(200);
    expect(((await response.json()) as Entry).texts.fr).toBe('Mes prestations');
    const configuration = await call('GET', 'marketplace-public-configuration');
    const body = (await configuration.json()) as Schemas['PublicConfiguration'];
    expect(body.translations.fr?.services).toEqual({ menu: { services: 'Mes prestations' } });
  });

  it.each([
    [
      'drops a variable',
      'cancellation/condition.before.days_other',
      'Moins de {{count}} jours : {{rate}} %.',
    ],
    ['adds a variable', 'services/menu.services', 'Services {{name}}'],
  ])('refuses a text that %s, on the field', async (_case, path, text) => {
    const response = await edit(path, 'fr', text);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe('errors.translation_invalid');
    expect(body.errors.text?.[0]).toMatch(/^validator\.translation\.(no_)?variables\|/);
  });

  it('refuses a plural form that loses {{count}} or is blank, and keeps the one form free', async () => {
    const other = await edit('cancellation/rules.before_days_other', 'en', 'Less than a few days');
    expect(((await other.json()) as { errors: Record<string, string[]> }).errors.text).toEqual([
      'validator.translation.plural',
    ]);
    expect((await edit('cancellation/rules.before_days_one', 'en', ' ')).status).toBe(400);
    const one = await edit('cancellation/rules.before_days_one', 'en', 'Less than one day ahead');
    expect(one.status).toBe(200);
  });

  it('is refused without OPERATOR_TRANSLATION_EDIT, and 404 for an unknown key', async () => {
    const { token } = await login('seller@demo.aero');
    const body = { locale: 'fr', text: 'x' };
    expect(
      (await call('PATCH', 'api/translations/services/menu.services', { token, body })).status,
    ).toBe(403);
    expect((await edit('services/nope.nothing', 'fr', 'x')).status).toBe(404);
  });
});

describe('history and undo', () => {
  it('records each change and undoes the latest, back to the bundled text', async () => {
    await edit('services/menu.services', 'fr', 'Prestations');
    await edit('services/menu.services', 'fr', 'Mes prestations');
    const options = await operator();
    const history = (await (
      await call('GET', 'api/translations/services/menu.services/history', options)
    ).json()) as Change[];
    expect(history.map((change) => [change.after, change.undoable])).toEqual([
      ['Mes prestations', true],
      ['Prestations', false],
    ]);
    expect(history[0]?.changedBy).toMatch(/\w+ \w+/);
    const older = history[1]?.id ?? 0;
    expect((await call('POST', `api/translation-change/${older}/undo`, options)).status).toBe(400);
    const undone = await call(
      'POST',
      `api/translation-change/${history[0]?.id ?? 0}/undo`,
      options,
    );
    expect(((await undone.json()) as Entry).texts.fr).toBe('Prestations');
  });
});

describe('api/cache', () => {
  it('says what it holds and rebuilds every part when cleared', async () => {
    const options = await operator();
    const state = (await (await call('GET', 'api/cache', options)).json()) as Schemas['CacheState'];
    expect(state.parts.map((part) => part.name)).toEqual([
      'publicConfiguration',
      'translations',
      'enumerations',
    ]);
    const cleared = await call('DELETE', 'api/cache', options);
    expect(cleared.status).toBe(200);
    const { token } = await login('seller@demo.aero');
    expect((await call('DELETE', 'api/cache', { token })).status).toBe(403);
  });
});
