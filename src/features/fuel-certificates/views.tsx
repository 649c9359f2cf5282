import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router-dom';
import { routeTo } from '@/lib/paths/routeTo';
import type { ResourcePages } from '@/lib/api/defineResource';
import {
  fuelCertificatePaymentTypeValues,
  fuelCertificatePayloadLimits,
} from '@/lib/contract/generated/constants';
import { OneLineText, type DisplayFormat } from '@/lib/ui';
import { resourceViews, search } from '@/lib/ui/resourceKit';
import type { FormDeclaration } from '@/lib/ui/resourceKit';
import {
  fuelCertificatesApi,
  type FuelCertificate,
  type FuelCertificatePayload,
} from './api/fuelCertificates.api';
import { DeliveredLineField } from './components/DeliveredLineField';
import { FuelingTimeField } from './components/FuelingTimeField';
import { NetLitresField } from './components/NetLitresField';
import {
  certificateRules,
  certificateToValues,
  lineRule,
  timeRule,
  toCertificatePayload,
  type CertificateFormValues,
} from './model/certificate.form';
import { fuelCertificates } from './resource';

/**
 * The delivered line (its client, aircraft and fuel read only), the measures and the net at
 * 15 °C with its preview, the fuelling and how it is paid. Always litres: a legal document.
 */
export const certificateForm: FormDeclaration<
  FuelCertificate,
  CertificateFormValues,
  FuelCertificatePayload
> = {
  fields: [
    { name: 'line', kind: 'select', schema: lineRule, wide: true, render: DeliveredLineField },
    { name: 'certificateNumber', kind: 'text', required: true },
    { name: 'truckNumber', kind: 'text', required: true },
    { name: 'grossLitres', kind: 'number', integer: true, unit: 'L', required: true },
    { name: 'density15', kind: 'number', unit: 'kg/m³', required: true },
    { name: 'temperatureC', kind: 'number', unit: '°C', required: true },
    { name: 'netLitres15', kind: 'number', required: true, render: () => <NetLitresField /> },
    {
      name: 'fuelingStartAt',
      kind: 'text',
      schema: timeRule,
      render: () => <FuelingTimeField name="fuelingStartAt" />,
    },
    {
      name: 'fuelingEndAt',
      kind: 'text',
      schema: timeRule,
      render: () => <FuelingTimeField name="fuelingEndAt" />,
    },
    { name: 'provider', kind: 'text', required: true },
    {
      name: 'paymentType',
      kind: 'select',
      options: fuelCertificatePaymentTypeValues,
      optionLabels: 'paymentTypes',
      required: true,
    },
    { name: 'taxRelevant', kind: 'checkbox', help: 'form.taxRelevantHelp' },
  ],
  limits: fuelCertificatePayloadLimits,
  refine: certificateRules,
  defaults: { line: null, fuelingStartAt: null, fuelingEndAt: null, paymentType: 'order' },
  toValues: certificateToValues,
  toPayload: toCertificatePayload,
  // The API's refusal of the line (not a delivered fuel line of the seller's) lands on it.
  fieldMap: { quoteId: 'line', quoteLineId: 'line' },
};

const litres = (value: number, { t, show }: { t: TFunction; show: DisplayFormat }) =>
  t('litres', { value: show.number(value) });
const fuelTypeOf = (certificate: FuelCertificate, t: TFunction) =>
  t(`fuelTypes.${certificate.fuelType}`);
const utc = (value: string, show: DisplayFormat) => show.dateTime(value, 'UTC');
const right = { align: 'right', nowrap: true } as const;

/**
 * /fuel-certificates [FUEL_VIEW], /fuel-certificate/add and /:id/edit [FUEL_EDIT], /:id/show:
 * the seller's certificates, latest fuelling first. No delete: there is no FUEL_DELETE right.
 */
const views: ResourcePages = resourceViews(fuelCertificates, fuelCertificatesApi, {
  itemLabel: (certificate) => certificate.certificateNumber,
  deletable: () => false,
  list: {
    filters: [search('search')],
    columns: [
      { id: 'certificateNumber', nowrap: true },
      { id: 'registration', nowrap: true },
      { id: 'client', render: (c) => <OneLineText text={c.client.name} max="12rem" /> },
      { id: 'fuelType', render: (c, { t }) => fuelTypeOf(c, t), hideOnXs: true },
      {
        id: 'fuelingStartAt',
        render: (c, { show }) => utc(c.fuelingStartAt, show),
        hideOnXs: true,
        nowrap: true,
      },
      {
        id: 'grossLitres',
        render: (c, ctx) => litres(c.grossLitres, ctx),
        ...right,
        hideOnXs: true,
      },
      { id: 'netLitres15', render: (c, ctx) => litres(c.netLitres15, ctx), ...right },
      { id: 'invoiceNumber', hideOnXs: true, nowrap: true },
    ],
  },
  show: {
    facts: (c, ctx) => [c.client.name, c.registration, litres(c.netLitres15, ctx)],
    sections: [
      {
        id: 'delivery',
        items: [
          {
            id: 'quoteReference',
            render: (c) => (
              <Link component={RouterLink} to={routeTo('orders.show', { id: c.quoteId })}>
                {c.quoteReference}
              </Link>
            ),
          },
          { id: 'client', value: (c) => c.client.name },
          { id: 'registration' },
          { id: 'fuelType', value: (c, { t }) => `${fuelTypeOf(c, t)} (${c.productName})` },
          { id: 'invoiceNumber' },
        ],
      },
      {
        id: 'measures',
        items: [
          { id: 'grossLitres', value: (c, ctx) => litres(c.grossLitres, ctx) },
          {
            id: 'density15',
            value: (c, { t, show }) => t('density', { value: show.number(c.density15) }),
          },
          {
            id: 'temperatureC',
            value: (c, { t, show }) => t('temperature', { value: show.number(c.temperatureC) }),
          },
          {
            id: 'volumeCorrectionFactor',
            value: (c, { t }) => t('factor', { value: c.volumeCorrectionFactor }),
          },
          { id: 'computedNetLitres15', value: (c, ctx) => litres(c.computedNetLitres15, ctx) },
          { id: 'netLitres15', value: (c, ctx) => litres(c.netLitres15, ctx) },
        ],
      },
      {
        id: 'fueling',
        items: [
          { id: 'fuelingStartAt', value: (c, { show }) => utc(c.fuelingStartAt, show) },
          { id: 'fuelingEndAt', value: (c, { show }) => utc(c.fuelingEndAt, show) },
          { id: 'truckNumber' },
          { id: 'provider' },
          { id: 'paymentType', value: (c, { t }) => t(`paymentTypes.${c.paymentType}`) },
          { id: 'taxRelevant', format: 'yesNo' },
        ],
      },
      {
        id: 'record',
        items: [
          { id: 'createdAt', format: 'dateTime' },
          { id: 'updatedAt', format: 'dateTime' },
        ],
      },
    ],
  },
  form: certificateForm,
});

export default views;
