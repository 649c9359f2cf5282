import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  feeOf,
  quoteKind,
  useCancellationText,
  type QuoteAppliedCancellation,
  type QuoteDetail,
} from '@/entities/quote';
import { DetailList, DetailSection, useDisplayFormat, type DetailItem } from '@/lib/ui';
import { useQuoteCancellationPreviewQuery } from '../api/orders.api';

/**
 * The order's cancellation: by whom, when, its type and fee; before the seller applies the
 * policy, what the order's policy will charge (the matching rule in words), after, what was
 * charged (the policy's rate, the rate kept and the seller's reason for keeping less).
 */
export function QuoteCancellation({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  if (!quote.cancelled && !quote.cancellationPoliciesApplied) return null;
  const pending =
    quote.cancelled &&
    !quote.cancellationPoliciesApplied &&
    !quote.closed &&
    quoteKind(quote.state) === 'order';
  return (
    <DetailSection title={t('show.cancellation')}>
      <DetailList
        items={[
          {
            label: t('fields.cancelledBy'),
            value: quote.cancelledBy ? t(`cancelledBy.${quote.cancelledBy}`) : null,
          },
          { label: t('fields.cancelledAt'), value: show.dateTime(quote.cancelledAt, 'UTC') },
          {
            label: t('fields.cancellationType'),
            value: quote.cancellationPolicyType
              ? t(`cancellationTypes.${quote.cancellationPolicyType}`)
              : null,
          },
          {
            label: t('fields.cancellationPoliciesApplied'),
            value: show.yesNo(quote.cancellationPoliciesApplied),
          },
          {
            label: t('fields.cancellationFee'),
            value: show.money(quote.cancellationFee, quote.currency),
          },
        ]}
      />
      {pending && <CancellationDue quote={quote} />}
      {quote.appliedCancellation && (
        <CancellationCharged quote={quote} applied={quote.appliedCancellation} />
      )}
    </DetailSection>
  );
}

/** A titled part of the cancellation section (a region named by its h3). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** "€500.00 (50% of €1,000.00)": a fee at a rate of the order's total. */
function useFeeText(quote: QuoteDetail) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  return (rate: number, fee = feeOf(quote.totalIncludingTax, rate, quote.currency)) =>
    t('show.feeOf', {
      fee: show.money(fee, quote.currency),
      rate,
      total: show.money(quote.totalIncludingTax, quote.currency),
    });
}

/** The rule of the order's policy, its words and its fee: the items both parts show. */
function useRuleItems(quote: QuoteDetail) {
  const { t } = useTranslation('orders');
  const { ruleText, conditionText } = useCancellationText();
  const feeText = useFeeText(quote);
  return (label: string, rule: string, rate: number): DetailItem[] => [
    { label, value: ruleText(rule) },
    {
      label: t('fields.ruleText'),
      value: conditionText({ cancelledBy: quote.cancelledBy ?? 'customer', rule, priceRate: rate }),
    },
    { label: t('fields.policyFee'), value: feeText(rate) },
  ];
}

/** Before the seller applies it: what the order's policy charges for this cancellation. */
function CancellationDue({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation('orders');
  const ruleItems = useRuleItems(quote);
  const preview = useQuoteCancellationPreviewQuery(quote.id);
  if (!preview.data) return null;
  const due = preview.data.suggested;
  return (
    <Part title={t('show.cancellationDue')}>
      {due ? (
        <DetailList items={ruleItems(t('fields.policyRule'), due.rule, due.priceRate)} />
      ) : (
        <Typography>{t('show.noConditionApplies')}</Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('show.cancellationDueNote')}
      </Typography>
    </Part>
  );
}

/** Once applied: the rule, the policy's rate and fee, the rate kept and why it is lower. */
function CancellationCharged({
  quote,
  applied,
}: {
  quote: QuoteDetail;
  applied: QuoteAppliedCancellation;
}) {
  const { t } = useTranslation('orders');
  const ruleItems = useRuleItems(quote);
  const items: DetailItem[] = applied.rule
    ? ruleItems(t('fields.cancellationRule'), applied.rule, applied.policyRate)
    : [{ label: t('fields.cancellationRule'), value: t('show.noConditionApplies') }];
  items.push({
    label: t('fields.priceRate'),
    value: t('show.percent', { rate: applied.priceRate }),
  });
  if (applied.waiverReason) {
    items.push({ label: t('fields.waiverReason'), value: applied.waiverReason });
  }
  return (
    <Part title={t('show.cancellationCharged')}>
      <DetailList items={items} />
    </Part>
  );
}
