import { defineResource } from '@/lib/api/defineResource';
import { route } from '@/lib/pathBuilder';

/**
 * A fuel seller's price rows (spec sections 3 and 5): one fuel at one airport for a period.
 * The list at /fuel-prices, a row added and edited at /fuel-price (the spec's singular for one
 * record); no show page, as the list's columns hold the whole row. Deleting asks FUEL_EDIT (there
 * is no FUEL_DELETE), adding too (no FUEL_ADD).
 */
export const fuelPrices = defineResource({
  id: 'fuelPrices',
  subject: 'FUEL',
  rights: { add: 'FUEL_EDIT', delete: 'FUEL_EDIT' },
  namespaces: ['fuelPrices'],
  paths: {
    list: route('/fuel-prices'),
    add: route('/fuel-price/add'),
    edit: route('/fuel-price/:id/edit'),
  },
  endpoint: 'api/fuel-price',
  tag: 'FuelPrice',
  listKey: 'fuelPrices',
  views: () => import('./views'),
  menu: {
    labelKey: 'fuelPrices:menu',
    icon: () => import('@mui/icons-material/LocalGasStationOutlined'),
    group: 'sales',
    order: 50,
  },
});
