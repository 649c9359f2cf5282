import type { DefaultValues } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  OFFER_TYPES,
  PAYMENT_PERIODS,
  SUBSCRIPTION_DURATIONS,
  type OfferCommissionCategory,
  type OfferCommissionCategoryPayload,
  type OfferCommissionSlice,
  type OfferCommissionSlicePayload,
  type OfferInfo,
  type OfferInfoPayload,
  type OfferSubscription,
  type OfferTypologies,
} from '@/entities/offer';
import { offerInfoPayloadLimits } from '@/lib/contract/generated/constants';
import type { FormDeclaration } from '@/lib/ui/resourceKit';
import { useCountryOptions, useCurrencyOptions, useTypologyOptions } from './options';

export interface InfoValues {
  offerReference: string;
  references: Record<string, string>;
  offerType: OfferInfo['offerType'];
  offerActive: boolean;
  countryCode: string | null;
  currencyCode: string;
}

const blankToNull = (value: string | null) =>
  value === null || value.trim() === '' ? null : value;

/** The information tab, also the new offer's form: the reference per language, the default one required. */
export function infoFormOf<R>(
  toValues: (record: R) => DefaultValues<InfoValues>,
): FormDeclaration<R, InfoValues, OfferInfoPayload> {
  return {
    fields: [
      {
        name: 'offerReference',
        kind: 'text',
        required: true,
        upperCase: true,
        help: 'fields.offerReferenceHelp',
      },
      { name: 'references', kind: 'multiLanguage', required: true, wide: true },
      {
        name: 'offerType',
        kind: 'select',
        options: OFFER_TYPES,
        optionLabels: 'types',
        required: true,
      },
      {
        name: 'currencyCode',
        kind: 'select',
        useOptions: useCurrencyOptions,
        required: true,
        schema: z.string(),
      },
      {
        name: 'countryCode',
        kind: 'select',
        useOptions: useCountryOptions,
        searchable: true,
        schema: z.nullable(z.string()),
        help: 'fields.countryHelp',
      },
      { name: 'offerActive', kind: 'checkbox' },
    ],
    limits: offerInfoPayloadLimits,
    refine: [
      {
        path: 'references',
        message: 'validator.required',
        test: (values) => {
          const references = values.references;
          const en =
            typeof references === 'object' && references !== null
              ? Reflect.get(references, 'en')
              : '';
          return typeof en === 'string' && en.trim() !== '';
        },
      },
    ],
    fieldMap: { 'references.en': 'references' },
    defaults: {
      offerType: 'commission',
      offerActive: true,
      currencyCode: 'EUR',
      references: { en: '', fr: '' },
    },
    toValues,
    toPayload: (values) => ({
      ...values,
      references: { en: values.references.en ?? '', ...values.references },
      countryCode: blankToNull(values.countryCode),
    }),
  };
}

// Every language's input holds a text (an untouched one is '', not missing).
export const infoForm = infoFormOf<OfferInfo>((info) => {
  // The default language first, then French: the order the show page reads them in.
  const { en = '', fr = '', ...others } = info.references;
  return { ...info, references: { en, fr, ...others } };
});

export interface TypologyValues {
  mainTypologyId: number | null;
  typologyIds: number[];
}

/** The typologies tab: the main one decides who sees the offer at registration. */
export const typologiesForm: FormDeclaration<OfferTypologies, TypologyValues, OfferTypologies> = {
  fields: [
    {
      name: 'mainTypologyId',
      kind: 'select',
      useOptions: useTypologyOptions,
      help: 'fields.mainTypologyHelp',
    },
    { name: 'typologyIds', kind: 'multiSelect', useOptions: useTypologyOptions },
  ],
  defaults: { mainTypologyId: null, typologyIds: [] },
  toValues: (typologies) => ({ ...typologies, typologyIds: [...typologies.typologyIds] }),
  toPayload: (values) => values,
};

/** The subscription tab: its terms, then its limits (empty: no limit). */
export const subscriptionForm: FormDeclaration<
  OfferSubscription,
  OfferSubscription,
  OfferSubscription
> = {
  fields: [
    {
      name: 'duration',
      kind: 'select',
      options: SUBSCRIPTION_DURATIONS,
      optionLabels: 'durations',
      required: true,
      section: 'terms',
    },
    {
      name: 'paymentPeriod',
      kind: 'select',
      options: PAYMENT_PERIODS,
      optionLabels: 'periods',
      required: true,
      section: 'terms',
    },
    { name: 'price', kind: 'money', required: true, section: 'terms' },
    { name: 'maximumSubscription', kind: 'number', integer: true, section: 'terms' },
    { name: 'reconductible', kind: 'checkbox', section: 'terms' },
    { name: 'maxAircraft', kind: 'number', integer: true, section: 'limits' },
    { name: 'maxAirports', kind: 'number', integer: true, section: 'limits' },
    { name: 'maxFuelAirports', kind: 'number', integer: true, section: 'limits' },
    { name: 'maxHangars', kind: 'number', integer: true, section: 'limits' },
    { name: 'maxTurnover', kind: 'money', section: 'limits' },
  ],
  defaults: { duration: 'one_month', paymentPeriod: 'month', reconductible: true },
  toValues: (subscription) => subscription,
  toPayload: (values) => values,
};

export interface SliceValues {
  fromAmount: number | null;
  toAmount: number | null;
  rate: number | null;
  fixedCommission: number | null;
  minimumCommission: number | null;
}

/** One commission slice (a dialog): its bounds, rate, fixed part and minimum. */
export const sliceForm: FormDeclaration<
  OfferCommissionSlice,
  SliceValues,
  OfferCommissionSlicePayload
> = {
  fields: [
    { name: 'fromAmount', kind: 'money', required: true },
    { name: 'toAmount', kind: 'money', help: 'fields.toAmountHelp' },
    { name: 'rate', kind: 'percent', required: true },
    { name: 'fixedCommission', kind: 'money', required: true },
    { name: 'minimumCommission', kind: 'money', required: true },
  ],
  columns: { xs: '1fr', sm: '1fr 1fr' },
  defaults: { fixedCommission: 0, minimumCommission: 0 },
  toValues: ({ id: _id, ...slice }) => slice,
  toPayload: (values) => ({
    fromAmount: values.fromAmount ?? 0,
    toAmount: values.toAmount,
    rate: values.rate ?? 0,
    fixedCommission: values.fixedCommission ?? 0,
    minimumCommission: values.minimumCommission ?? 0,
  }),
};

export interface CategoryValues {
  categoryId: number | null;
  rate: number | null;
}

/** A catalogue category's own commission rate (a dialog). */
export const categoryForm = (
  useOptions: () => readonly { value: number; label: string }[],
): FormDeclaration<OfferCommissionCategory, CategoryValues, OfferCommissionCategoryPayload> => ({
  fields: [
    { name: 'categoryId', kind: 'select', useOptions, required: true },
    { name: 'rate', kind: 'percent', required: true },
  ],
  defaults: {},
  toValues: ({ categoryId, rate }) => ({ categoryId, rate }),
  toPayload: (values) => ({ categoryId: values.categoryId ?? 0, rate: values.rate ?? 0 }),
});
