import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CancellationCondition, ShopCancellationPolicy } from '@/entities/quote';
import { parseCancellationRule } from '@/entities/quote';

/** A seller's cancellation policy: its name, description and each condition in words. */
export function CancellationPolicyView({ policy }: { policy: ShopCancellationPolicy }) {
  return (
    <>
      <Typography variant="subtitle1">{policy.name}</Typography>
      <Typography sx={{ mb: 1 }}>{policy.description}</Typography>
      <ul>
        {policy.conditions.map((condition, index) => (
          <li key={index}>
            <ConditionText condition={condition} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ConditionText({ condition }: { condition: CancellationCondition }) {
  const { t } = useTranslation('shop');
  const rule = parseCancellationRule(condition.rule);
  const who = t(`cancellation.by.${condition.cancelledBy}`);
  const rate = condition.priceRate;
  if (rule.kind === 'always') return <>{t('cancellation.always', { who, rate })}</>;
  if (rule.kind === 'before') {
    return <>{t(`cancellation.before.${rule.unit}`, { who, rate, count: rule.count })}</>;
  }
  if (rule.kind === 'changed') {
    return <>{t('cancellation.changed', { who, rate, count: rule.hours })}</>;
  }
  if (rule.kind === 'not_rescheduled')
    return <>{t('cancellation.notRescheduled', { who, rate })}</>;
  return <>{t('cancellation.other', { who, rate, rule: rule.raw })}</>;
}
