import type { ComponentType, LazyExoticComponent } from 'react';
import type { PermissionKey } from '@/lib/auth/permissions';
import type { OrganizationTab, OrganizationTabGroup } from './tabNames';

/** What every tab of the organization screens receives. */
export interface OrganizationTabProps {
  /** The organization shown: the selected one, or the one an operator opened. */
  organizationId: number;
  /** `/organization/{id}/{tab}/view` and members without ORGANIZATION_ACCOUNT_EDIT: nothing editable. */
  readOnly: boolean;
  /** An operator acting on another organization (`/organization/{id}/...`). */
  operator: boolean;
}

/** One tab as a feature declares it in its `organizationTabs.ts`. */
export interface OrganizationTabDefinition {
  tab: OrganizationTab;
  /** Place in the strip (the features' tabs interleave; lower first). */
  order: number;
  /** The group whose row shows the tab (the page shows one group's tabs at a time). */
  group: OrganizationTabGroup;
  /** i18n key of the tab's label, always in the page's own namespace ('organizations:tabs.legal'):
   * the strip shows every tab before their own namespaces load. */
  labelKey: string;
  /** Namespaces the tab's texts live in, loaded before it renders. */
  namespaces: string[];
  /** The organization sides the tab applies to; absent: every organization. */
  sides?: readonly ('buyer' | 'seller')[];
  /**
   * The tab answers to rights of its own (the users' ORGANIZATION_USER_*), so lacking
   * ORGANIZATION_ACCOUNT_EDIT does not make it read-only; the view route still does.
   */
  ownRights?: boolean;
  /** Shown only to those holding this key (the accounting tab: ACCOUNTING_VIEW). */
  permission?: PermissionKey;
  /** Only on the selected organization's own screen (its API answers for it alone). */
  ownOnly?: boolean;
  load: () => Promise<{ default: ComponentType<OrganizationTabProps> }>;
}

/** A gathered tab: its definition and its lazy component (module and namespaces load together). */
export interface OrganizationTabEntry extends OrganizationTabDefinition {
  Component: LazyExoticComponent<ComponentType<OrganizationTabProps>>;
}
