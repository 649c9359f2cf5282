import { HttpResponse } from 'msw';
import { textProblem, textProblemMessage } from '../../../lib/i18n/textRules';
import { apiHttp } from '../../api/http';
import {
  QueryReader,
  badRequest,
  idParam,
  matchesWords,
  notFound,
  paginate,
  readJson,
  searchWords,
} from '../../api';
import { authorize } from '../../auth';
import { db, nextId, now } from '../../db';
import { catalogue, findEntry, referenceText, type TranslationEntry } from './catalogue';
import { setOverride } from './overrides';
import type { TranslationChangeRecord, TranslationLocale } from './records';
import { toChange } from './history';

const VIEW = 'OPERATOR_TRANSLATION_VIEW';
const EDIT = 'OPERATOR_TRANSLATION_EDIT';
const MAX_TEXT = 2000;

function pathText(value: string | readonly string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

function isMissing(entry: TranslationEntry): boolean {
  return !entry.texts.en?.trim() || !entry.texts.fr?.trim();
}

/** Saves a text, records the change and rebuilds the parts of the cache that serve it. */
function saveText(
  entry: TranslationEntry,
  locale: TranslationLocale,
  text: string | null,
  userId: number,
): TranslationEntry {
  const override = text === entry.bundled[locale] ? null : text;
  const change: TranslationChangeRecord = {
    id: nextId(db.translationChanges),
    namespace: entry.namespace,
    key: entry.key,
    locale,
    before: entry.texts[locale],
    after: override,
    changedAt: now().toISOString(),
    changedBy: userId,
  };
  setOverride(locale, entry.namespace, entry.key, override);
  db.translationChanges.push(change);
  const at = change.changedAt;
  db.cacheBuilds = { ...db.cacheBuilds, publicConfiguration: at, translations: at };
  return findEntry(entry.namespace, entry.key) ?? entry;
}

/** Refuses a text that drops or adds a variable or breaks a plural (lib/i18n/textRules). */
function refusal(entry: TranslationEntry, locale: TranslationLocale, text: string) {
  if (text.length > MAX_TEXT) return badRequest({ text: ['validator.length_max|{"max":2000}'] });
  const problem = textProblem({ key: entry.key, text, reference: referenceText(entry, locale) });
  if (!problem) return null;
  return badRequest({ text: [textProblemMessage(problem)] }, 'errors.translation_invalid');
}

/** A key is found by its id, its texts, and the bundled texts they replace. */
function searchedText(entry: TranslationEntry): string {
  const { texts, bundled } = entry;
  return [entry.id, texts.en, texts.fr, bundled.en, bundled.fr].filter(Boolean).join(' ');
}

export const translationHandlers = [
  apiHttp.get('/api/translations', ({ request }) => {
    const auth = authorize(request, VIEW);
    if (auth instanceof Response) return auth;
    const query = new QueryReader(new URL(request.url).searchParams);
    const words = searchWords(query.text('searchQuery'));
    const namespace = query.text('namespace');
    const missing = query.boolean('missing');
    const edited = query.boolean('edited');
    const page = query.page(25);
    if (query.failed()) return query.badRequest();
    const all = catalogue();
    const rows = all.filter(
      (entry) =>
        (namespace === undefined || entry.namespace === namespace) &&
        (missing !== true || isMissing(entry)) &&
        (edited !== true || entry.edited.length > 0) &&
        matchesWords(searchedText(entry), words),
    );
    return HttpResponse.json({
      translations: paginate(rows, page),
      totalItems: rows.length,
      namespaces: [...new Set(all.map((entry) => entry.namespace))],
    });
  }),

  apiHttp.patch('/api/translations/{namespace}/{key}', async ({ request, params }) => {
    const auth = authorize(request, EDIT);
    if (auth instanceof Response) return auth;
    const entry = findEntry(pathText(params.namespace), pathText(params.key));
    if (!entry) return notFound('errors.translation_not_found');
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const locale = body.locale === 'en' || body.locale === 'fr' ? body.locale : null;
    const text = body.text;
    if (locale === null) return badRequest({ locale: ['validator.choice'] });
    if (text !== null && typeof text !== 'string')
      return badRequest({ text: ['validator.required'] });
    if (text === null && entry.bundled[locale] === null) {
      return badRequest({ text: ['validator.required'] });
    }
    const refused = text === null ? null : refusal(entry, locale, text);
    if (refused) return refused;
    return HttpResponse.json(saveText(entry, locale, text, auth.user.id));
  }),

  apiHttp.get('/api/translations/{namespace}/{key}/history', ({ request, params }) => {
    const auth = authorize(request, VIEW);
    if (auth instanceof Response) return auth;
    const namespace = pathText(params.namespace);
    const key = pathText(params.key);
    if (!findEntry(namespace, key)) return notFound('errors.translation_not_found');
    const changes = db.translationChanges
      .filter((change) => change.namespace === namespace && change.key === key)
      .sort((a, b) => b.id - a.id);
    return HttpResponse.json(changes.map(toChange));
  }),

  apiHttp.post('/api/translation-change/{id}/undo', ({ request, params }) => {
    const auth = authorize(request, EDIT);
    if (auth instanceof Response) return auth;
    const id = idParam(params.id);
    const change = db.translationChanges.find((candidate) => candidate.id === id);
    const entry = change && findEntry(change.namespace, change.key);
    if (!change || !entry) return notFound('errors.translation_not_found');
    if (!toChange(change).undoable) return badRequest(undefined, 'errors.translation_not_latest');
    return HttpResponse.json(saveText(entry, change.locale, change.before, auth.user.id));
  }),
];
