import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import type {
  Airport,
  EmergencyContactPayload,
  InvoiceConfiguration,
  InvoiceSettings,
  Organization,
  OrganizationAirports,
  OrganizationAirportsPayload,
  OrganizationEmergencyContact,
  OrganizationInfos,
  OrganizationLegal,
  OrganizationPage,
  OrganizationPresentation,
} from '@/entities/organization';
import { invalidatesItem, invalidatesList, providesList } from '@/lib/api/tags';
import type { ListParams } from '@/lib/ui/controllers/list/listParams';
import { INVOICE_TAG } from '@/entities/invoice';
import { ORGANIZATION_TAG } from '@/entities/organization';

export { useGetOrganizationQuery } from '@/entities/organization';

/** The operators' organization list filters as they appear in the URL. */
export type OrganizationFilter = 'search' | 'typology' | 'side' | 'country' | 'status';

export const organizationQuery = defineListQuery<OrganizationFilter>({
  search: 'search',
  filters: {
    typology: 'organizationTypology',
    country: 'countryCode',
    status: 'organizationStatus',
  },
});

/** `side=buyer|seller|operator` in the URL -> the API's buyer / seller flags. */
export function sideQuery(side: string | undefined): Record<string, boolean> {
  if (side === 'buyer') return { buyer: true };
  if (side === 'seller') return { seller: true };
  if (side === 'operator') return { buyer: false, seller: false };
  return {};
}

const SECTION = 'OrganizationSection';
/** The invoice entity's tag: a seeded invoice shows its seller's composition items as they are. */
const INVOICE = INVOICE_TAG;

type SectionArgs<P> = { id: number } & P;

export const organizationsApi = withTagTypes([ORGANIZATION_TAG, SECTION, INVOICE]).injectEndpoints({
  endpoints: (build) => ({
    listOrganizations: build.query<Page<Organization>, ListParams<OrganizationFilter>>({
      query: (params) => {
        const { side, ...rest } = params.filters;
        const query = organizationQuery({ ...params, filters: rest });
        return { url: 'api/organization', params: { ...query, ...sideQuery(side) } };
      },
      transformResponse: pageOf<OrganizationPage>('organizations'),
      providesTags: providesList(ORGANIZATION_TAG),
    }),
    /** Names the VAT number the operator saw: another one now is 409 (the tab reloads). */
    validateOrganization: build.mutation<Organization, { id: number; vatNumber: string | null }>({
      query: ({ id, vatNumber }) => ({
        url: `api/organization/${id}/validate`,
        method: 'PATCH',
        data: { vatNumber },
      }),
      invalidatesTags: invalidatesItem(ORGANIZATION_TAG),
    }),
    deleteOrganization: build.mutation<null, number>({
      query: (id) => ({ url: `api/organization/${id}/delete`, method: 'DELETE' }),
      invalidatesTags: invalidatesList(ORGANIZATION_TAG),
    }),
    getInfos: build.query<OrganizationInfos, number>({
      query: (id) => `api/organization/${id}/infos`,
      providesTags: (_r, _e, id) => [{ type: SECTION, id: `${id}-infos` }],
    }),
    updateInfos: build.mutation<OrganizationInfos, SectionArgs<OrganizationInfos>>({
      query: ({ id, ...data }) => ({ url: `api/organization/${id}/infos`, method: 'PATCH', data }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: SECTION, id: `${id}-infos` },
        { type: ORGANIZATION_TAG, id },
        { type: ORGANIZATION_TAG, id: 'LIST' },
      ],
    }),
    getLegal: build.query<OrganizationLegal, number>({
      query: (id) => `api/organization/${id}/legal`,
      providesTags: (_r, _e, id) => [{ type: SECTION, id: `${id}-legal` }],
    }),
    updateLegal: build.mutation<OrganizationLegal, SectionArgs<OrganizationLegal>>({
      query: ({ id, ...data }) => ({ url: `api/organization/${id}/legal`, method: 'PATCH', data }),
      // A new VAT number sends the organization back to validation: its status changes too.
      invalidatesTags: (_r, _e, { id }) => [
        { type: SECTION, id: `${id}-legal` },
        { type: ORGANIZATION_TAG, id },
        { type: ORGANIZATION_TAG, id: 'LIST' },
      ],
    }),
    getPresentation: build.query<OrganizationPresentation, number>({
      query: (id) => `api/organization/${id}/presentation`,
      providesTags: (_r, _e, id) => [{ type: SECTION, id: `${id}-presentation` }],
    }),
    updatePresentation: build.mutation<
      OrganizationPresentation,
      SectionArgs<OrganizationPresentation>
    >({
      query: ({ id, ...data }) => ({
        url: `api/organization/${id}/presentation`,
        method: 'PATCH',
        data,
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: SECTION, id: `${id}-presentation` }],
    }),
    getEmergencyContact: build.query<OrganizationEmergencyContact, number>({
      query: (id) => `api/organization/${id}/emergency-contact`,
      providesTags: (_r, _e, id) => [{ type: SECTION, id: `${id}-emergency-contact` }],
    }),
    updateEmergencyContact: build.mutation<
      OrganizationEmergencyContact,
      SectionArgs<EmergencyContactPayload>
    >({
      query: ({ id, ...data }) => ({
        url: `api/organization/${id}/emergency-contact`,
        method: 'PATCH',
        data,
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: SECTION, id: `${id}-emergency-contact` }],
    }),
    getInvoiceConfiguration: build.query<InvoiceConfiguration, number>({
      query: (id) => `api/organization/${id}/invoice-configuration`,
      providesTags: (_r, _e, id) => [{ type: SECTION, id: `${id}-invoice-configuration` }],
    }),
    updateInvoiceConfiguration: build.mutation<
      InvoiceConfiguration,
      SectionArgs<InvoiceConfiguration>
    >({
      query: ({ id, ...data }) => ({
        url: `api/organization/${id}/invoice-configuration`,
        method: 'PATCH',
        data,
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: SECTION, id: `${id}-invoice-configuration` }],
    }),
    getInvoiceSettings: build.query<InvoiceSettings, number>({
      query: (id) => `api/organization/${id}/invoice-settings`,
      providesTags: (_r, _e, id) => [{ type: SECTION, id: `${id}-invoice-settings` }],
    }),
    updateInvoiceSettings: build.mutation<InvoiceSettings, SectionArgs<InvoiceSettings>>({
      query: ({ id, ...data }) => ({
        url: `api/organization/${id}/invoice-settings`,
        method: 'PATCH',
        data,
      }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: SECTION, id: `${id}-invoice-settings` },
        { type: INVOICE },
      ],
    }),
    getAirports: build.query<OrganizationAirports, number>({
      query: (id) => `api/organization/${id}/airports`,
      providesTags: (_r, _e, id) => [{ type: SECTION, id: `${id}-airports` }],
    }),
    updateAirports: build.mutation<OrganizationAirports, SectionArgs<OrganizationAirportsPayload>>({
      query: ({ id, ...data }) => ({
        url: `api/organization/${id}/airports`,
        method: 'PATCH',
        data,
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: SECTION, id: `${id}-airports` }],
    }),
    /** GET api/airport-search: the airports an organization may add to its list. */
    airportSearch: build.query<{ airports: Airport[] }, string>({
      query: (searchQuery) => ({ url: 'api/airport-search', params: { searchQuery } }),
    }),
  }),
});

export const {
  useListOrganizationsQuery,
  useValidateOrganizationMutation,
  useDeleteOrganizationMutation,
  useGetInfosQuery,
  useUpdateInfosMutation,
  useGetLegalQuery,
  useUpdateLegalMutation,
  useGetPresentationQuery,
  useUpdatePresentationMutation,
  useGetEmergencyContactQuery,
  useUpdateEmergencyContactMutation,
  useGetInvoiceConfigurationQuery,
  useUpdateInvoiceConfigurationMutation,
  useGetInvoiceSettingsQuery,
  useUpdateInvoiceSettingsMutation,
  useGetAirportsQuery,
  useUpdateAirportsMutation,
  useAirportSearchQuery,
} = organizationsApi;
