import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LegEvent } from '@/entities/trip';
import { DownloadButton } from '@/lib/files/DownloadButton';
import { FILE_NAMES } from '@/lib/files/fileNames';
import { DetailList } from '@/lib/ui';

/** The airport's prior permission (PPR) for this movement, and its printable form. */
export function PprSection({ context }: { context: LegEvent }) {
  const { t } = useTranslation('legs');
  const { ppr, airport } = context.event;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="leg-ppr" sx={{ p: 2 }}>
      <Typography id="leg-ppr" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('ppr.title', { airport: airport.icao })}
      </Typography>
      <DetailList
        items={[
          { label: t('ppr.status'), value: t(`pprStatuses.${ppr.status}`) },
          { label: t('ppr.number'), value: ppr.number },
        ]}
      />
      {ppr.status !== 'not_required' && (
        <DownloadButton
          url={`api/ppr/${ppr.id}/print`}
          fileName={FILE_NAMES.ppr(ppr.id)}
          sx={{ mt: 2 }}
        >
          {t('ppr.print')}
        </DownloadButton>
      )}
    </Paper>
  );
}
