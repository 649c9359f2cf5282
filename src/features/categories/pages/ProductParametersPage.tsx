import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader, StaticTable, useDisplayFormat } from '@/lib/ui';
import { useProductParametersQuery, type ParameterUsage } from '../api/parameters.api';

type Kind = 'typologies' | 'units' | 'fuelTypes';

/** Each kind's value labels: the words the rest of the app already shows them in. */
const LABELS: Record<Kind, { ns: string; prefix: string }> = {
  typologies: { ns: 'enums', prefix: 'ProductTypology' },
  units: { ns: 'services', prefix: 'units' },
  fuelTypes: { ns: 'enums', prefix: 'FuelType' },
};

/**
 * /parameters/products [OPERATOR_PARAMETER_VIEW]: the product typologies, units and fuel types
 * with how many services use each. Read only: they are the API's enumerations (OPERATOR_
 * PARAMETER_EDIT changes nothing here); their words are edited as translations.
 */
export default function ProductParametersPage() {
  const { t } = useTranslation('categories');
  const show = useDisplayFormat();
  const { data } = useProductParametersQuery(null);
  const table = (kind: Kind) => (
    <StaticTable<ParameterUsage>
      key={kind}
      label={t(`parameters.${kind}`)}
      rows={data?.[kind] ?? []}
      getRowId={(row) => row.value}
      columns={[
        {
          id: 'value',
          header: t(`parameters.${kind}`),
          // The three tables' columns line up.
          width: '45%',
          render: (row) => t(`${LABELS[kind].prefix}.${row.value}`, { ns: LABELS[kind].ns }),
        },
        { id: 'code', header: t('parameters.code'), width: '40%', render: (row) => row.value },
        {
          id: 'services',
          header: t('parameters.services'),
          render: (row) => show.number(row.services),
          numeric: true,
        },
      ]}
    />
  );
  return (
    <>
      <PageHeader title={t('parameters.title')} />
      <Stack spacing={3}>
        <Alert severity="info">{t('parameters.readOnly')}</Alert>
        {(['typologies', 'units', 'fuelTypes'] as const).map(table)}
      </Stack>
    </>
  );
}
