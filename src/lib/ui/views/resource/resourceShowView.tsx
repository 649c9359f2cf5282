import type { FieldValues } from 'react-hook-form';
import type {
  ResourceHooks,
  ResourceViewsDeclaration,
  SectionDeclaration,
  ViewResource,
} from '../../controllers/resource/resourceViewsDeclaration';
import { labelKey, type ViewContext } from '../../controllers/resource/viewDeclaration';
import { DeclaredShowPage } from './DeclaredPages';
import { DetailSection } from './DetailList';
import type { ResourceViewContext } from './resourceViewContext';

/** The show page of resourceViews(): header, status, facts, intro and declared sections. */
export function resourceShowView<
  R extends { id: number },
  P,
  F extends string,
  V extends FieldValues,
  O,
  X extends object,
>(
  resource: ViewResource,
  api: ResourceHooks<R, P, F>,
  declaration: ResourceViewsDeclaration<R, F, V, O, P, X>,
  { w, useViewContext, StatusOf, draw }: ResourceViewContext<R, F, V, O, P, X>,
) {
  type C = ViewContext & X;
  const { itemLabel, show, deletable } = declaration;

  function Section({
    section,
    record,
    ctx,
  }: {
    section: SectionDeclaration<R, C>;
    record: R;
    ctx: C;
  }) {
    const title = ctx.t(section.title ?? `sections.${section.id}`);
    if (section.render)
      return <DetailSection title={title}>{section.render(record, ctx)}</DetailSection>;
    const items = section.items.map((given) => {
      const item = typeof given === 'string' ? { id: given } : given;
      return { label: ctx.t(labelKey(item)), value: draw(ctx)(item, record) };
    });
    return <DetailSection title={title} items={items} />;
  }

  function Show() {
    const { ctx, t, has, deleteMessage, moreActions } = useViewContext();
    if (!show) throw new Error(`${resource.id} declares no show view`);
    const { status } = show;
    return (
      <DeclaredShowPage<R>
        resource={resource}
        useRecord={api.useRead}
        useDelete={api.useDelete}
        deletable={deletable}
        deleteMessage={deleteMessage}
        moreActions={moreActions}
        listTitle={t(w('list.title'))}
        placeholderTitle={t(w(has(w('show.title')) ? 'show.title' : 'list.title'))}
        title={show.title ?? itemLabel}
        itemLabel={itemLabel}
        status={
          status &&
          ((record) =>
            typeof status === 'function' ? (
              status(record, ctx)
            ) : (
              <StatusOf value={record[status]} ctx={ctx} />
            ))
        }
        facts={show.facts && ((record) => show.facts?.(record, ctx) ?? [])}
      >
        {(record) => (
          <>
            {show.intro?.(record, ctx)}
            {show.sections.map((section) => (
              <Section key={section.id} section={section} record={record} ctx={ctx} />
            ))}
          </>
        )}
      </DeclaredShowPage>
    );
  }

  return show && Show;
}
