import { describe, expect, it } from 'vitest';
import { operatorServiceQuery, serviceQuery } from './services.api';

const base = { page: 2, pageSize: 20, sort: null, order: 'asc' as const };

describe('the services lists’ queries', () => {
  it('send the filters under the API’s names, leaving malformed ones out', () => {
    expect(
      serviceQuery({
        ...base,
        filters: {
          search: 'de-icing',
          typology: 'hangar',
          airport: '4',
          status: 'inactive',
          validationState: 'awaiting_validation',
        },
      }),
    ).toEqual({
      page: 2,
      numberOfItemsPerPage: 20,
      searchQuery: 'de-icing',
      typology: 'hangar',
      airportId: 4,
      status: 'inactive',
      validationState: 'awaiting_validation',
    });
    expect(
      serviceQuery({ ...base, filters: { typology: 'boat', airport: 'x', status: 'paused' } }),
    ).toEqual({ page: 2, numberOfItemsPerPage: 20 });
  });

  it('add the seller for operators', () => {
    expect(
      operatorServiceQuery({ ...base, filters: { seller: '7', validationState: 'refused' } }),
    ).toEqual({
      page: 2,
      numberOfItemsPerPage: 20,
      sellerId: 7,
      validationState: 'refused',
    });
  });
});
