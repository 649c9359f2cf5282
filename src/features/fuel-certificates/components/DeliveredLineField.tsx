import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AutocompleteField, DetailList, useDisplayFormat } from '@/lib/ui';
import type { DeclaredFormState } from '@/lib/ui/resourceKit';
import {
  useFuelDeliveredLinesQuery,
  type FuelCertificate,
  type FuelDeliveredLine,
} from '../api/fuelCertificates.api';
import { lineKey, type CertificateFormValues } from '../model/certificate.form';

/** What a certificate takes from its line, never typed: the order, client, aircraft and fuel. */
type LineFacts = Pick<
  FuelDeliveredLine,
  'quoteReference' | 'client' | 'registration' | 'fuelType' | 'productName'
>;

function Facts({ line }: { line: LineFacts }) {
  const { t } = useTranslation('fuelCertificates');
  return (
    <DetailList
      items={[
        { label: t('fields.quoteReference'), value: line.quoteReference },
        { label: t('fields.client'), value: line.client.name },
        { label: t('fields.registration'), value: line.registration ?? t('noRegistration') },
        {
          label: t('fields.fuelType'),
          value: `${t(`fuelTypes.${line.fuelType}`)} (${line.productName})`,
        },
      ]}
    />
  );
}

/** A new certificate's line, chosen among the seller's delivered fuel lines (FUEL_EDIT). */
function LineChoice() {
  const { t } = useTranslation('fuelCertificates');
  const show = useDisplayFormat();
  const { data: lines = [], isFetching } = useFuelDeliveredLinesQuery(undefined);
  const chosen = useWatch<CertificateFormValues, 'line'>({ name: 'line' });
  const options = useMemo(
    () =>
      lines.map((line) => ({
        value: lineKey(line),
        label: t('lineOption', {
          reference: line.quoteReference,
          client: line.client.name,
          registration: line.registration ?? t('noRegistration'),
          product: line.productName,
          date: show.date(line.eventAt),
          count: line.certificates,
        }),
      })),
    [lines, show, t],
  );
  const line = lines.find((candidate) => lineKey(candidate) === chosen);
  return (
    <Stack spacing={1.5}>
      <AutocompleteField<CertificateFormValues>
        name="line"
        label={t('fields.line')}
        helperText={t('form.lineHelp')}
        options={options}
        loading={isFetching}
        noOptionsText={t('form.noLine')}
        required
      />
      {line && <Facts line={line} />}
    </Stack>
  );
}

/**
 * The delivered line: chosen on a new certificate, then fixed (the API keeps a certificate with
 * its delivery), so an edit shows what the certificate took from it, read only.
 */
export function DeliveredLineField({ mode, record }: DeclaredFormState<FuelCertificate>) {
  if (mode === 'add') return <LineChoice />;
  return record ? <Facts line={record} /> : null;
}
