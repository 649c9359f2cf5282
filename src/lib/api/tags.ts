/**
 * Tags that make a list and its items invalidate together (RTK Query's "LIST" pattern): a list
 * provides `{ type, id: 'LIST' }` plus one tag per item; a create or a delete invalidates the
 * LIST; an update invalidates the item and the LIST, so every list showing it refetches.
 * Generic over the tag string: a feature adds its type with `enhanceEndpoints({ addTagTypes })`.
 *
 *   list:   build.query({ …, providesTags: providesList('CrewMember') }),
 *   get:    build.query({ …, providesTags: providesItem('CrewMember') }),
 *   create: build.mutation({ …, invalidatesTags: invalidatesList('CrewMember') }),
 *   update: build.mutation({ …, invalidatesTags: invalidatesItem('CrewMember') }), // arg { id, … }
 *   remove: build.mutation({ …, invalidatesTags: invalidatesList('CrewMember') }), // arg id
 *
 * A delete invalidates the LIST only: refetching the deleted item would answer 404 (and toast
 * it) to the show page that deleted it, on its way back to the list.
 */
export const LIST_ID = 'LIST';

export type TagId = string | number;

export interface ResourceTag<T extends string> {
  type: T;
  id: TagId;
}

interface WithId {
  id: TagId;
}

/** What a list endpoint returns: a page `{ items }` (pageOf) or a plain array. */
export type ListResult = { readonly items: readonly WithId[] } | readonly WithId[];

/** An item endpoint's argument: the id itself, or an object carrying it (`{ id, ...changes }`). */
export type ItemArg = TagId | WithId;

function idOf(arg: ItemArg): TagId {
  return typeof arg === 'object' ? arg.id : arg;
}

function listTag<T extends string>(type: T): ResourceTag<T> {
  return { type, id: LIST_ID };
}

/** providesTags of a list: the LIST tag and one per item shown. */
export function providesList<T extends string>(type: T) {
  return (result: ListResult | undefined): ResourceTag<T>[] => {
    const items = result === undefined ? [] : 'items' in result ? result.items : result;
    return [listTag(type), ...items.map((item) => ({ type, id: item.id }))];
  };
}

/** providesTags of one item: its id, from the answer or (when it failed) from the argument. */
export function providesItem<T extends string>(type: T) {
  return (result: WithId | undefined, _error: unknown, arg: ItemArg): ResourceTag<T>[] => [
    { type, id: result?.id ?? idOf(arg) },
  ];
}

/** invalidatesTags of a create: every list of the type refetches. */
export function invalidatesList<T extends string>(type: T) {
  return (): ResourceTag<T>[] => [listTag(type)];
}

/** invalidatesTags of an update or a delete: the item and every list of the type. */
export function invalidatesItem<T extends string>(type: T) {
  return (_result: unknown, _error: unknown, arg: ItemArg): ResourceTag<T>[] => [
    { type, id: idOf(arg) },
    listTag(type),
  ];
}
