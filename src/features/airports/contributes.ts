import { defineContributions } from '@/lib/contributions/contributions';

/** The operator's palette finds an airport of the catalogue and opens its form. */
export default defineContributions({
  paletteSources: [
    {
      id: 'airports.airports',
      labelKey: 'airports:palette.group',
      permissions: ['OPERATOR_AIRPORT_EDIT'],
      order: 50,
      search: () => import('./palette/searchAirports'),
    },
  ],
});
