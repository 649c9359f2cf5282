import type { ListParams } from '@/lib/api/listParams';
import type { ServiceFilter } from '@/entities/service';

/** The services list's page size. */
export const SERVICE_LIST_PAGE_SIZE = 10;

/** One page holds every service of an organization: the filters offer its airports. */
export const SERVICE_LIST_ALL: ListParams<ServiceFilter> = {
  page: 1,
  pageSize: 100,
  sort: null,
  order: 'asc',
  filters: {},
};
