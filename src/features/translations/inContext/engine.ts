import type { PostProcessorModule } from 'i18next';
import { i18next } from '@/lib/i18n/i18n';
import { IGNORE_ATTRIBUTE } from './state';

const NAME = 'inContextKeys';
/** How far up from the clicked element a text is looked for (a label's span in a button). */
const ANCESTORS = 4;

function resolvedKey(options: unknown): string | null {
  if (typeof options !== 'object' || options === null || !('i18nResolved' in options)) return null;
  const resolved = options.i18nResolved;
  if (typeof resolved !== 'object' || resolved === null) return null;
  const ns = 'usedNS' in resolved ? resolved.usedNS : undefined;
  const key = 'exactUsedKey' in resolved ? resolved.exactUsedKey : undefined;
  return typeof ns === 'string' && typeof key === 'string' ? `${ns}:${key}` : null;
}

/**
 * The texts of an element a click may mean: what it shows, a field's placeholder, and with Alt
 * held its accessible name and tooltip (`aria-label`, `title`). Names need Alt because icon
 * buttons (the menu's, a row's ⋯) are how the operator moves around while editing: a plain
 * click on them keeps doing what it does.
 */
function textsOf(element: Element, withNames: boolean): string[] {
  const attributes = withNames ? ['placeholder', 'aria-label', 'title'] : ['placeholder'];
  return [element.textContent, ...attributes.map((name) => element.getAttribute(name))]
    .map((text) => text?.trim() ?? '')
    .filter((text) => text !== '');
}

/** Every component that translates renders again (react-i18next listens to 'added'). */
function renderAgain() {
  const lng = i18next.language;
  if (i18next.hasResourceBundle(lng, 'common')) {
    i18next.addResourceBundle(lng, 'common', {}, true, false);
  }
}

/**
 * In-context editing: while on, an i18next post-processor notes which key produced each text
 * the app renders (it changes nothing: texts stay texts, no markup is added), and a click on
 * a text the map knows (shown, a placeholder, or with Alt a control's name: `textsOf`) opens
 * its editor instead of doing what it would do. Loaded only when
 * an operator switches it on; off, neither the processor nor the listener exists.
 * Returns the stop function.
 */
export function startInContextEditing(onPick: (ids: string[]) => void): () => void {
  const keysByText = new Map<string, Set<string>>();
  const processor: PostProcessorModule = {
    type: 'postProcessor',
    name: NAME,
    process(value, _key, options) {
      const id = resolvedKey(options);
      const text = value.trim();
      if (id && text !== '') keysByText.set(text, (keysByText.get(text) ?? new Set()).add(id));
      return value;
    },
  };
  i18next.use(processor);
  const { postProcess, postProcessPassResolved } = i18next.options;
  const others = typeof postProcess === 'string' ? [postProcess] : postProcess || [];
  i18next.options.postProcess = [...others, NAME];
  i18next.options.postProcessPassResolved = true;

  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || event.target.closest(`[${IGNORE_ATTRIBUTE}]`)) return;
    let element: Element | null = event.target;
    for (let depth = 0; element && depth < ANCESTORS; depth += 1) {
      const keys = new Set(
        textsOf(element, event.altKey).flatMap((text) => [...(keysByText.get(text) ?? [])]),
      );
      if (keys.size > 0) {
        event.preventDefault();
        event.stopPropagation();
        onPick([...keys]);
        return;
      }
      element = element.parentElement;
    }
  };
  document.addEventListener('click', onClick, true);
  renderAgain();

  return () => {
    document.removeEventListener('click', onClick, true);
    i18next.options.postProcess = postProcess;
    i18next.options.postProcessPassResolved = postProcessPassResolved;
    keysByText.clear();
    renderAgain();
  };
}
