import { db } from '../../db';
import { flatten } from './bundled';
import type { TranslationLocale } from './records';

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The operator's texts of one language by `<namespace>:<dotted.key>` (public configuration). */
export function overrideTexts(locale: TranslationLocale): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [namespace, tree] of Object.entries(db.configuration.translations[locale] ?? {})) {
    for (const [key, text] of flatten(tree)) texts.set(`${namespace}:${key}`, text);
  }
  return texts;
}

/** Dotted keys -> the nested tree i18next reads (`menu.services` -> { menu: { services } }). */
function nest(texts: ReadonlyMap<string, string>): Tree {
  const root: Tree = {};
  for (const [key, text] of texts) {
    const path = key.split('.');
    const last = path.pop() ?? key;
    let node = root;
    for (const name of path) {
      const next = node[name];
      const child: Tree = isTree(next) ? next : {};
      node[name] = child;
      node = child;
    }
    node[last] = text;
  }
  return root;
}

/**
 * Writes (or with null removes) one override in the public configuration's nested tree, the
 * shape the app merges; a namespace left without texts goes.
 */
export function setOverride(
  locale: TranslationLocale,
  namespace: string,
  key: string,
  text: string | null,
): void {
  const byLocale = db.configuration.translations[locale] ?? {};
  const texts = flatten(byLocale[namespace] ?? {});
  if (text === null) texts.delete(key);
  else texts.set(key, text);
  const others = Object.entries(byLocale).filter(([name]) => name !== namespace);
  db.configuration.translations[locale] = Object.fromEntries(
    texts.size === 0 ? others : [...others, [namespace, nest(texts)]],
  );
}
