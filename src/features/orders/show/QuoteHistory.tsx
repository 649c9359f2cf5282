import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCancellationText, type QuoteDetail, type QuoteLogEventCode } from '@/entities/quote';
import { useDisplayFormat } from '@/lib/ui';
import { appliedRuleDetail, historyDetail } from '../model/historyDetail';

/** Where the code a log event's detail holds is worded (orders namespace). */
const DETAIL_WORDS: Partial<Record<QuoteLogEventCode, string>> = {
  claim: 'claimNatures',
  claim_answer: 'refundTypes',
  order_cancel: 'cancellationTypes',
  lines_status: 'lineStatuses',
};

/** The quote's log: each step, when, and by whom (a user, an organization or the platform). */
export function QuoteHistory({ quote }: { quote: QuoteDetail }) {
  const { t, i18n } = useTranslation('orders');
  const show = useDisplayFormat();
  const { ruleText } = useCancellationText();
  const words = (event: QuoteLogEventCode) => (text: string) => {
    if (event === 'cancellation_policies_apply') return appliedRuleDetail(text, ruleText);
    const key = `${DETAIL_WORDS[event] ?? ''}.${text}`;
    return DETAIL_WORDS[event] && i18n.exists(key, { ns: 'orders' }) ? t(key) : text;
  };
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('show.log')}
      </Typography>
      <Paper variant="outlined">
        {quote.log.length === 0 ? (
          <Typography sx={{ p: 2 }}>{t('show.noLog')}</Typography>
        ) : (
          <List aria-label={t('show.log')}>
            {quote.log.map((entry) => (
              <ListItem key={entry.id} divider>
                <ListItemText
                  primary={t(`logEvents.${entry.event}`)}
                  secondary={[
                    show.dateTime(entry.at, 'UTC'),
                    entry.userName ?? entry.organization?.name ?? t('show.platform'),
                    ...historyDetail(entry, show.money, words(entry.event)),
                  ]
                    .filter((part) => part)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </>
  );
}
