import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeList, DetailSection, type ChangeRow } from '@/lib/ui';
import type { Service, ServiceTab } from '../service.types';
import type { BannerAudience } from './NotOnSaleBanner';
import { useServiceChanges, type ChangeLookups } from './serviceChanges';

function ChangeGroup({ tab, rows }: { tab: ServiceTab; rows: ChangeRow[] }) {
  const { t } = useTranslation('services');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t(`tabs.${tab}`)}
      </Typography>
      <ChangeList rows={rows} />
    </section>
  );
}

/**
 * A change awaiting validation (or refused) against the version on sale, field by field and
 * grouped by tab: what an operator approves, and what the seller asked for. Nothing for a service
 * never validated: its tabs show it whole.
 */
export function ServiceChanges({
  service,
  audience,
  ...lookups
}: { service: Service; audience: BannerAudience } & ChangeLookups) {
  const { t } = useTranslation('services');
  const groups = useServiceChanges(service, lookups);
  if (!service.onSaleVersion) return null;
  return (
    <DetailSection title={t('changes.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(audience === 'operator' ? 'changes.introOperator' : 'changes.intro')}
      </Typography>
      {groups.length === 0 ? (
        <Typography>{t('changes.none')}</Typography>
      ) : (
        <Stack spacing={2}>
          {groups.map((group) => (
            <ChangeGroup key={group.tab} tab={group.tab} rows={group.rows} />
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}
