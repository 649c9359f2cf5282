import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { ResourceFormPage, useIdParam, type FormMode } from '@/lib/ui';
import {
  useCreatePriceListMutation,
  useGetPriceListQuery,
  useUpdatePriceListMutation,
} from '@/entities/price-list';
import { priceListPaths } from '../paths';
import {
  EMPTY_PRICE_LIST,
  priceListSchema,
  priceListToDuplicate,
  priceListToValues,
  toPriceListPayload,
} from '../model/priceList.schema';
import { PriceListFields } from './PriceListFields';

/** Add, edit and duplicate a price list: one form page, three modes (the kit's form block). */
export function PriceListFormPage({ mode }: { mode: FormMode }) {
  const { t } = useTranslation('priceLists');
  const id = useIdParam();
  const record = useGetPriceListQuery(mode === 'add' || id === null ? skipToken : id);
  const [createPriceList] = useCreatePriceListMutation();
  const [updatePriceList] = useUpdatePriceListMutation();
  const name = record.data?.name ?? '';
  const title = mode === 'add' ? t('form.addTitle') : t(`form.${mode}Title`, { name: name || '…' });

  return (
    <ResourceFormPage
      mode={mode}
      title={title}
      breadcrumbs={[{ label: t('list.title'), to: priceListPaths.list() }, { label: title }]}
      record={record}
      defaultValues={EMPTY_PRICE_LIST}
      toValues={priceListToValues}
      duplicateValues={(_values, list) => priceListToDuplicate(list)}
      toPayload={toPriceListPayload}
      resolver={zodResolver(priceListSchema)}
      create={createPriceList}
      update={(payload) => updatePriceList({ id: id ?? 0, ...payload })}
      redirectTo={(saved) => priceListPaths.show({ id: saved.id })}
      cancelTo={priceListPaths.list()}
      draftKey={`price-list:${id ?? 'new'}`}
    >
      <PriceListFields />
    </ResourceFormPage>
  );
}
