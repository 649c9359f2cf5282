import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiErrorMessage, DetailList, ErrorState, LoadingState, StatusChip } from '@/lib/ui';
import { EXTERNAL_ACCOUNT_TONES } from '../model/statusTones';
import type { OrganizationTabProps } from '@/entities/organization';
import { useGetExternalAccountQuery } from '../api/finance.api';
import { TabSection } from '../components/TabSection';

/** The payout account at the payment provider: status, payouts, bank account, what it needs. */
export default function ExternalAccountTab({ organizationId }: OrganizationTabProps) {
  const { t } = useTranslation('orgFinance');
  const account = useGetExternalAccountQuery(organizationId);
  if (account.isLoading) return <LoadingState label={t('externalAccount.loading')} />;
  if (account.isError || !account.data) {
    return (
      <ErrorState message={<ApiErrorMessage error={account.error} />} onRetry={account.refetch} />
    );
  }
  const data = account.data;
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  return (
    <>
      <TabSection title={t('externalAccount.title')}>
        <DetailList
          items={[
            {
              label: t('externalAccount.status'),
              value: (
                <StatusChip
                  tone={EXTERNAL_ACCOUNT_TONES[data.status]}
                  label={t(`externalAccount.statuses.${data.status}`)}
                />
              ),
            },
            { label: t('externalAccount.payoutsEnabled'), value: yesNo(data.payoutsEnabled) },
            { label: t('externalAccount.chargesEnabled'), value: yesNo(data.chargesEnabled) },
            {
              label: t('externalAccount.defaultBankAccount'),
              value: data.defaultBankAccount
                ? t('externalAccount.bankLine', data.defaultBankAccount)
                : t('externalAccount.noBankAccount'),
            },
          ]}
        />
      </TabSection>
      <TabSection title={t('externalAccount.requirements')}>
        {data.requirements.length === 0 ? (
          <Typography role="status">{t('externalAccount.noRequirement')}</Typography>
        ) : (
          <List dense aria-label={t('externalAccount.requirements')}>
            {data.requirements.map((requirement) => (
              <ListItem key={requirement}>
                {t(`externalAccount.requirementList.${requirement}`)}
              </ListItem>
            ))}
          </List>
        )}
      </TabSection>
    </>
  );
}
