import { resourcePaths } from '@/lib/pathBuilder';

/** The spec's paths (section 2): the list at /prices-management, a record at /price-management. */
export const priceListPaths = resourcePaths('/prices-management', '/price-management');
