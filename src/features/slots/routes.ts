import { createElement } from 'react';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import { defineRoutes } from '@/lib/auth/routes';
import { slotPaths } from '@/lib/paths/slots';

/** Slots (spec section 2, "Trips and orders"): the slot requests and one movement's slot. */
export default defineRoutes([
  {
    path: slotPaths.management.pattern,
    permission: 'TRIP_SLOT_MANAGEMENT_VIEW',
    namespaces: ['slots'],
    page: () => import('./pages/SlotManagementPage'),
    menu: {
      labelKey: 'slots:menu.slots',
      icon: () => createElement(EventAvailableIcon),
      group: 'trips',
      order: 30,
    },
  },
  {
    path: slotPaths.submit.pattern,
    permission: 'TRIP_SLOT_MANAGEMENT_VIEW',
    namespaces: ['slots'],
    page: () => import('./pages/SubmitSlotPage'),
  },
]);
