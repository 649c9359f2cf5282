/** The operator's services list's page size (shared with its prefetch). */
export const OPERATOR_SERVICE_PAGE_SIZE = 10;
