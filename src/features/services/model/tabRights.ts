import type { ServiceTab } from '@/entities/service';
import type { PermissionKey } from '@/lib/auth/permissions';

/**
 * The rights a seller's tab asks beyond the page's (docs/decisions, issue 30): a helicopter
 * service's transfer tab is read with TRANSFER_HELICOPTER_VIEW and written with
 * TRANSFER_HELICOPTER_REQUEST (a change is a request the operator validates; the demo API
 * answers 403 to a `transfer` sent without it). The other tabs ask nothing more.
 */
const TAB_RIGHTS: Partial<Record<ServiceTab, { show: PermissionKey; edit: PermissionKey }>> = {
  transfer: { show: 'TRANSFER_HELICOPTER_VIEW', edit: 'TRANSFER_HELICOPTER_REQUEST' },
};

/** The tabs `can` opens, on the show page (`show`) or the edit page (`edit`). */
export function tabsAllowed(
  tabs: readonly ServiceTab[],
  can: (key: PermissionKey) => boolean,
  mode: 'show' | 'edit',
): ServiceTab[] {
  return tabs.filter((tab) => {
    const rights = TAB_RIGHTS[tab];
    return !rights || can(rights[mode]);
  });
}
