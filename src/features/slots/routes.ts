import { defineRoutes } from '@/lib/auth/routes';
import { slotPaths } from './paths';

/** Slots (spec section 2, "Trips and orders"): the slot requests and one movement's slot. */
export default defineRoutes([
  {
    id: 'slots.management',
    path: slotPaths.management.pattern,
    permission: 'TRIP_SLOT_MANAGEMENT_VIEW',
    namespaces: ['slots'],
    page: () => import('./pages/SlotManagementPage'),
    menu: {
      labelKey: 'slots:menu.slots',
      icon: () => import('@mui/icons-material/EventAvailableOutlined'),
      group: 'trips',
      order: 30,
    },
  },
  {
    id: 'slots.submit',
    path: slotPaths.submit.pattern,
    permission: 'TRIP_SLOT_MANAGEMENT_VIEW',
    namespaces: ['slots'],
    page: () => import('./pages/SubmitSlotPage'),
  },
]);
