import type { Schemas } from '@/lib/api/contract';
import { searchRead } from '@/lib/api/searchRead';
import type { PaletteResult } from '@/lib/contributions/contributions';
import { organizationPaths } from '../paths';

/** The operator's palette: any organization by name (GET api/organization?searchQuery=). */
export default async function searchOrganizations(
  text: string,
  signal: AbortSignal,
): Promise<PaletteResult[]> {
  const page = await searchRead<Schemas['OrganizationPage']>(
    'api/organization',
    { searchQuery: text, page: 1, numberOfItemsPerPage: 5 },
    signal,
  );
  return page.organizations.map((organization) => ({
    label: organization.legalName,
    detail: organization.countryCode,
    to: organizationPaths.view({ id: organization.id, tab: 'main-information' }),
  }));
}
