import type { Schemas } from '@/lib/api/contract';
import { resourceApi } from '@/lib/api/resourceApi';
import { categories } from '../resource';

export type Category = Schemas['CatalogueCategory'];
export type CategoryPayload = Schemas['CategoryPayload'];
export type CategoryUsage = Schemas['CategoryUsage'];
export type ProductName = Schemas['CategoryProductName'];
export type ProductNamePayload = Schemas['CategoryProductNamePayload'];

/**
 * One category read and written at api/category/{id}. The list the kit would read (GET
 * api/category) is the forms' tree in one language: the tree page reads the uses instead.
 */
export const categoriesApi = resourceApi<Category, CategoryPayload>(categories);

const TREE = { type: 'Category', id: 'LIST' } as const;
const NAMES = (id: number) => ({ type: 'Category', id: `names-${id}` }) as const;

export const categoryExtrasApi = categoriesApi.api.injectEndpoints({
  endpoints: (build) => ({
    categoryUsage: build.query<CategoryUsage[], null>({
      query: () => 'api/category/products',
      transformResponse: (page: Schemas['CategoryUsagePage']) => page.categories,
      providesTags: [TREE],
    }),
    moveCategory: build.mutation<Category, { id: number; parentId: number | null }>({
      query: ({ id, parentId }) => ({
        url: `api/category/${id}`,
        method: 'PATCH',
        data: { parentId },
        meta: { success: 'updated' },
      }),
      invalidatesTags: (_r, _e, { id }) => [TREE, { type: 'Category', id }],
    }),
    productNames: build.query<ProductName[], number>({
      query: (id) => `api/category/${id}/product-name`,
      transformResponse: (page: Schemas['CategoryProductNamePage']) => page.productNames,
      providesTags: (_r, _e, id) => [NAMES(id)],
    }),
    saveProductName: build.mutation<
      ProductName,
      { categoryId: number; id: number | null } & ProductNamePayload
    >({
      query: ({ categoryId, id, ...data }) => ({
        url: `api/category/${categoryId}/product-name${id === null ? '' : `/${id}`}`,
        method: id === null ? 'POST' : 'PATCH',
        data,
        // A name added in a dialog: a toast, not the modal alert of a POST.
        meta: id === null ? { success: 'added', forceToast: true } : { success: 'updated' },
      }),
      invalidatesTags: (_r, _e, { categoryId }) => [NAMES(categoryId), TREE],
    }),
    deleteProductName: build.mutation<null, { categoryId: number; id: number }>({
      query: ({ categoryId, id }) => ({
        url: `api/category/${categoryId}/product-name/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { categoryId }) => [NAMES(categoryId), TREE],
    }),
  }),
});

export const {
  useCategoryUsageQuery,
  useMoveCategoryMutation,
  useProductNamesQuery,
  useSaveProductNameMutation,
  useDeleteProductNameMutation,
} = categoryExtrasApi;
