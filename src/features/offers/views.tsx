import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/lib/config/constants';
import type { ResourcePages } from '@/lib/api/defineResource';
import { OFFER_TYPES, offerName, type Offer } from '@/entities/offer';
import { countryName } from '@/lib/format/countries';
import { useFormMode } from '@/lib/ui';
import { choiceOf, enumOf, resourceViews, search } from '@/lib/ui/resourceKit';
import { offersApi } from './api/offers.api';
import { infoForm, infoFormOf } from './model/offer.forms';
import { useTypologyOptions } from './model/options';
import OfferPage from './pages/OfferPage';
import { offers } from './resource';

/** A new offer: its information; the other tabs are filled on its page. */
const newOfferForm = infoFormOf<Offer>(() => infoForm.defaults);

/** The typologies' names by id, for the list's column and filter. */
function useData() {
  const options = useTypologyOptions();
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'fr' ? 'fr' : 'en';
  return { typologies: options.map((o) => ({ value: String(o.value), label: o.label })), language };
}

/**
 * /offers [OPERATOR_SUBSCRIPTION_VIEW]: the offers, filtered in the URL; /offer/add [_ADD] its
 * information; a row opens /offer/{id}/information/show, whose tabs are edited at /edit.
 */
const declared = resourceViews(offers, offersApi, {
  itemLabel: (offer) => offer.offerReference,
  useData,
  deletable: (offer) => offer.subscriberCount === 0,
  list: {
    filters: (ctx) => [
      search('search'),
      enumOf('offerType', OFFER_TYPES, { words: 'types', primary: true }),
      enumOf('offerActive', ['true', 'false'], { words: 'actives' }),
      choiceOf('mainTypologyId', ctx.typologies),
    ],
    defaultSort: { sort: 'offerReference', order: 'asc' },
    columns: [
      {
        id: 'offerReference',
        render: (offer, { language }) =>
          `${offer.offerReference} · ${offerName(offer.references, language)}`,
      },
      { id: 'subscriberCount', format: 'number' },
      {
        id: 'mainTypologyId',
        value: (offer, { typologies, t }) =>
          typologies.find((o) => o.value === String(offer.mainTypologyId))?.label ??
          t('list.allTypologies'),
      },
      {
        id: 'countryCode',
        value: (offer, { t, language }) =>
          offer.countryCode ? countryName(offer.countryCode, language) : t('list.allCountries'),
      },
      { id: 'offerActive', format: 'yesNo' },
      { id: 'offerType', value: (offer, { t }) => t(`types.${offer.offerType}`) },
    ],
  },
  form: newOfferForm,
});

/** The form route: a new offer's information, or an offer's tabs in edit mode. */
function OfferForm() {
  const mode = useFormMode();
  return mode === 'add' && declared.form ? createElement(declared.form) : <OfferPage />;
}

const views: ResourcePages = { list: declared.list, form: OfferForm, show: OfferPage };
export default views;
