import type { Schemas } from '@/lib/api/contract';
import { categoriesApi } from './categories.api';

export type ParameterUsage = Schemas['ParameterUsage'];

/** GET api/parameters/products: read on each visit (service counts move with every save). */
export const { useProductParametersQuery } = categoriesApi.api.injectEndpoints({
  endpoints: (build) => ({
    productParameters: build.query<Schemas['ProductParameters'], null>({
      query: () => 'api/parameters/products',
      keepUnusedDataFor: 0,
    }),
  }),
});
