import { HttpResponse } from 'msw';
import type { Schemas } from '../../../lib/api/contract';
import { apiHttp } from '../../api/http';
import { authorize } from '../../auth';
import { ENUMS, db, now } from '../../db';
import { LOCALES } from './catalogue';
import { overrideTexts } from './overrides';

const RIGHT = 'OPERATOR_PARAMETER_DELETE';

/** The parts the server caches (DECISIONS.md "Administration"), with what each holds now. */
function cacheState(): Schemas['CacheState'] {
  const texts = LOCALES.reduce((sum, locale) => sum + overrideTexts(locale).size, 0);
  const enumValues = Object.values(ENUMS).reduce(
    (sum, values) => sum + Object.keys(values).length,
    0,
  );
  return {
    parts: [
      {
        name: 'publicConfiguration',
        entries: db.configuration.appLang.length,
        builtAt: db.cacheBuilds.publicConfiguration,
      },
      { name: 'translations', entries: texts, builtAt: db.cacheBuilds.translations },
      { name: 'enumerations', entries: enumValues, builtAt: db.cacheBuilds.enumerations },
    ],
  };
}

/** /cache: what it holds and when it was built; clearing rebuilds every part now. */
export const cacheHandlers = [
  apiHttp.get('/api/cache', ({ request }) => {
    const auth = authorize(request, RIGHT);
    if (auth instanceof Response) return auth;
    return HttpResponse.json(cacheState());
  }),

  apiHttp.delete('/api/cache', ({ request }) => {
    const auth = authorize(request, RIGHT);
    if (auth instanceof Response) return auth;
    const at = now().toISOString();
    db.cacheBuilds = { publicConfiguration: at, translations: at, enumerations: at };
    return HttpResponse.json(cacheState());
  }),
];
