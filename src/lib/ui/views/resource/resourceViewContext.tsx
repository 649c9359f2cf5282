import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { useDisplayFormat } from '../../controllers/resource/displayFormat';
import type {
  ResourceViewsDeclaration,
  ViewResource,
} from '../../controllers/resource/resourceViewsDeclaration';
import {
  cellContent,
  cellValue,
  formatValue,
  pageWordKey,
  type CellDeclaration,
  type ViewContext,
} from '../../controllers/resource/viewDeclaration';
import type { StatusTone } from '../../controllers/status/statusTone';
import { StatusChip } from '../status/StatusChip';

const noData = () => undefined;
const DEFAULT_TONES: Readonly<Record<string, StatusTone>> = { active: 'success' };

/**
 * What the three pages of resourceViews() share: the resource's namespace and page words, the
 * hook that gives each page its context (`t`, the display formatter, what `useData` adds, the
 * delete message and the declared row actions), and how a declared cell is drawn.
 */
export function resourceViewContext<
  R extends { id: number },
  F extends string,
  V extends FieldValues,
  O,
  P,
  X extends object,
>(resource: ViewResource, declaration: ResourceViewsDeclaration<R, F, V, O, P, X>) {
  type C = ViewContext & X;
  const { itemLabel, wordsPrefix } = declaration;
  const ns = resource.namespaces[0] ?? 'ui';
  /** A page word's key (`list.title`), under the prefix when one is declared. */
  const w = (key: string) => pageWordKey(key, wordsPrefix);
  const tones = declaration.statusTones ?? DEFAULT_TONES;
  const useData = declaration.useData ?? noData;

  function useViewContext() {
    const { t, i18n } = useTranslation([ns, 'ui'], { nsMode: 'fallback' });
    // Without useData, X is `object`: nothing more to add.
    const ctx: C = Object.assign({ t, show: useDisplayFormat() }, useData());
    const has = (key: string) => i18n.exists(key, { ns: [ns, 'ui'] });
    const deleteMessage = declaration.deleteMessage
      ? (record: R) => declaration.deleteMessage?.(record, ctx)
      : has(w('list.deleteMessage'))
        ? (record: R) => t(w('list.deleteMessage'), { name: itemLabel(record) })
        : undefined;
    const moreActions = declaration.rowActions?.(ctx);
    return { ctx, t, i18n, has, deleteMessage, moreActions };
  }

  function StatusOf({ value, ctx }: { value: unknown; ctx: C }) {
    const label = formatValue(ctx, 'status', value);
    if (typeof value !== 'string' || label === null) return null;
    return <StatusChip tone={tones[value] ?? 'neutral'} label={label} />;
  }

  const draw = (ctx: C) => (cell: CellDeclaration<R, C>, record: R) =>
    cell.format === 'status' ? (
      <StatusOf value={cellValue(cell, record, ctx)} ctx={ctx} />
    ) : (
      cellContent(cell, record, ctx)
    );

  return { ns, w, useViewContext, StatusOf, draw };
}

export type ResourceViewContext<
  R extends { id: number },
  F extends string,
  V extends FieldValues,
  O,
  P,
  X extends object,
> = ReturnType<typeof resourceViewContext<R, F, V, O, P, X>>;
