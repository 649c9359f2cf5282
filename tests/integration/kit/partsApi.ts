/**
 * A small fake resource ("parts") built only from the kit, as a domain would build its own:
 * contract types, list query mapper, page adapter, tags. Its demo handlers are in partsServer.ts.
 */
import { baseApi } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import { invalidatesItem, invalidatesList, providesItem, providesList } from '@/lib/api/tags';
import type { ListParams } from '@/lib/ui/controllers/list/listParams';

export const PART_CATEGORIES = ['engine', 'avionics', 'cabin'] as const;
export type PartCategory = (typeof PART_CATEGORIES)[number];

export interface Part {
  id: number;
  name: string;
  serialNumber: string;
  category: PartCategory;
  serviceable: boolean;
  /** Calendar date `YYYY-MM-DD`. */
  installedOn: string | null;
  price: number | null;
  /** kg */
  mass: number | null;
  notes: string | null;
}

export type PartPayload = Omit<Part, 'id'>;

export interface PartPage {
  parts: Part[];
  totalItems: number;
}

export type PartFilter = 'search' | 'category' | 'serviceable' | 'installed';

export const partQuery = defineListQuery<PartFilter>({
  search: 'search',
  filters: {
    category: 'partCategory',
    serviceable: { boolean: 'isServiceable' },
    installed: { dateRange: ['installedAfter', 'installedBefore'] },
  },
  sorts: { name: 'partName' },
});

export const partsApi = baseApi.enhanceEndpoints({ addTagTypes: ['TestPart'] }).injectEndpoints({
  endpoints: (build) => ({
    listParts: build.query<Page<Part>, ListParams<PartFilter>>({
      query: (params) => ({ url: 'api/test-part', params: partQuery(params) }),
      transformResponse: pageOf<PartPage>('parts'),
      providesTags: providesList('TestPart'),
    }),
    getPart: build.query<Part, number>({
      query: (id) => `api/test-part/${id}`,
      providesTags: providesItem('TestPart'),
    }),
    createPart: build.mutation<Part, PartPayload>({
      query: (data) => ({ url: 'api/test-part', method: 'POST', data }),
      invalidatesTags: invalidatesList('TestPart'),
    }),
    updatePart: build.mutation<Part, { id: number } & PartPayload>({
      query: ({ id, ...data }) => ({ url: `api/test-part/${id}`, method: 'PATCH', data }),
      invalidatesTags: invalidatesItem('TestPart'),
    }),
    deletePart: build.mutation<null, number>({
      query: (id) => ({ url: `api/test-part/${id}`, method: 'DELETE' }),
      // The item is gone: refetching it would only answer 404 to the page that deleted it.
      invalidatesTags: invalidatesList('TestPart'),
    }),
  }),
});

export const {
  useListPartsQuery,
  useGetPartQuery,
  useCreatePartMutation,
  useUpdatePartMutation,
  useDeletePartMutation,
} = partsApi;
