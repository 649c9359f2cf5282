import { defineResource } from '@/lib/api/defineResource';
import { route } from '@/lib/pathBuilder';

/**
 * Fuel certificates: what a fuel seller states of each delivery (spec section 3), in the menu's
 * sales group. The subject has VIEW, EDIT and IMPORT: EDIT adds and edits; there is no delete
 * (no FUEL_DELETE right, no DELETE call) nor copy (a certificate belongs to one delivery).
 */
export const fuelCertificates = defineResource({
  id: 'fuelCertificates',
  subject: 'FUEL',
  rights: { add: 'FUEL_EDIT', delete: 'FUEL_EDIT' },
  namespaces: ['fuelCertificates'],
  paths: {
    list: route('/fuel-certificates'),
    add: route('/fuel-certificate/add'),
    edit: route('/fuel-certificate/:id/edit'),
    show: route('/fuel-certificate/:id/show'),
  },
  endpoint: 'api/fuel-certificate',
  tag: 'FuelCertificate',
  listKey: 'fuelCertificates',
  views: () => import('./views'),
  menu: {
    labelKey: 'fuelCertificates:menu',
    icon: () => import('@mui/icons-material/LocalGasStationOutlined'),
    group: 'sales',
    order: 60,
  },
});
