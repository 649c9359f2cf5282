import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { DeclaredFormPage } from '@/lib/ui';
import {
  useCreatePriceListMutation,
  useGetPriceListQuery,
  useUpdatePriceListMutation,
} from '../api/priceLists.api';
import { PriceListFields } from '../components/PriceListFields';
import {
  EMPTY_PRICE_LIST,
  priceListSchema,
  priceListToDuplicate,
  priceListToValues,
  toPriceListPayload,
} from '../model/priceList.schema';
import { priceLists } from '../resource';

/** /price-management/add, /:id/edit and /:id/duplicate [PRICE_MANAGEMENT_ADD/EDIT]: one form. */
export default function PriceListFormPage() {
  const { t } = useTranslation('priceLists');
  return (
    <DeclaredFormPage
      resource={priceLists}
      useRecord={useGetPriceListQuery}
      useCreate={useCreatePriceListMutation}
      useUpdate={useUpdatePriceListMutation}
      listTitle={t('list.title')}
      title={(mode, list) =>
        mode === 'add' ? t('form.addTitle') : t(`form.${mode}Title`, { name: list?.name || '…' })
      }
      defaultValues={EMPTY_PRICE_LIST}
      toValues={priceListToValues}
      duplicateValues={(_values, list) => priceListToDuplicate(list)}
      toPayload={toPriceListPayload}
      resolver={zodResolver(priceListSchema)}
    >
      <PriceListFields />
    </DeclaredFormPage>
  );
}
