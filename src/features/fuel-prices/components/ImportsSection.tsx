import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuelPriceImport } from '@/entities/service';
import { useCan } from '@/lib/auth/useCan';
import { DownloadButton } from '@/lib/files';
import { StaticTable, StatusChip, useDisplayFormat } from '@/lib/ui';
import { TEMPLATE_URL, useFuelPriceImportsQuery } from '../api/fuelImports.api';
import { ImportDialog } from './ImportDialog';

/** The CSV's template and example, served by the API (the columns are written there once). */
function SampleDownloads() {
  const { t } = useTranslation('fuelPrices');
  return (
    <>
      <DownloadButton
        url={TEMPLATE_URL}
        params={{ sample: 'template' }}
        fileName="fuel-prices-template.csv"
      >
        {t('imports.template')}
      </DownloadButton>
      <DownloadButton
        url={TEMPLATE_URL}
        params={{ sample: 'example' }}
        fileName="fuel-prices-example.csv"
      >
        {t('imports.example')}
      </DownloadButton>
    </>
  );
}

/**
 * Below the rows: the seller's CSV imports and their state (scheduled for the nightly run, then
 * applied), with the upload and the samples for those who may import [FUEL_IMPORT].
 */
export function ImportsSection() {
  const { t } = useTranslation('fuelPrices');
  const show = useDisplayFormat();
  const can = useCan();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const { data, isFetching } = useFuelPriceImportsQuery(undefined);
  const mayImport = can('FUEL_IMPORT');
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2">
        {t('imports.title')}
      </Typography>
      {mayImport && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            onClick={() => setOpen(true)}
          >
            {t('imports.open')}
          </Button>
          <SampleDownloads />
        </Stack>
      )}
      <StaticTable<FuelPriceImport>
        label={t('imports.title')}
        rows={data?.imports ?? []}
        getRowId={(row) => row.id}
        emptyMessage={isFetching ? t('imports.loading') : t('imports.empty')}
        columns={[
          { id: 'fileName', header: t('imports.fileName'), render: (row) => row.fileName },
          {
            id: 'state',
            header: t('imports.state'),
            render: (row) => (
              <StatusChip
                tone={row.state === 'applied' ? 'success' : 'info'}
                label={t(`imports.states.${row.state}`)}
              />
            ),
          },
          {
            id: 'airports',
            header: t('imports.airports'),
            render: (row) => show.list(row.airports),
          },
          {
            id: 'rowCount',
            header: t('imports.rowCount'),
            numeric: true,
            render: (row) => row.rowCount,
          },
          {
            id: 'uploadedAt',
            header: t('imports.uploadedAt'),
            render: (row) => show.dateTime(row.uploadedAt),
          },
          {
            id: 'run',
            header: t('imports.run'),
            render: (row) => show.dateTime(row.appliedAt ?? row.scheduledFor),
          },
        ]}
      />
      {open && <ImportDialog onClose={() => setOpen(false)} />}
    </Stack>
  );
}
