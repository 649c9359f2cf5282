import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import type { NotOnSaleReason, Service } from '../service.types';

type BannerInput = Pick<
  Service,
  'validationState' | 'refusalReason' | 'status' | 'visible' | 'onSaleVersion' | 'notOnSaleReasons'
>;

/** The reasons only the API knows (its airports, its dates, its seller's status), in its order. */
const API_REASONS: readonly NotOnSaleReason[] = [
  'no_airport',
  'availability_ended',
  'availability_not_started',
  'seller_inactive',
];

/** The reasons, in the order the seller should act on them: each one a sentence. */
export function notOnSaleMessages(
  service: BannerInput,
  t: (key: string, values?: Record<string, string>) => string,
): string[] {
  const messages: string[] = [];
  if (service.validationState === 'awaiting_validation') {
    messages.push(t('notOnSale.awaiting_validation'));
    if (service.onSaleVersion) messages.push(t('notOnSale.previousOnSale'));
  }
  if (service.validationState === 'refused') {
    messages.push(t('notOnSale.refused', { reason: service.refusalReason ?? '—' }));
    if (service.onSaleVersion) messages.push(t('notOnSale.previousOnSale'));
  }
  if (service.status === 'inactive') messages.push(t('notOnSale.inactive'));
  if (!service.visible) messages.push(t('notOnSale.invisible'));
  for (const reason of service.notOnSaleReasons) {
    if (API_REASONS.includes(reason)) messages.push(t(`notOnSale.${reason}`));
  }
  return messages;
}

/**
 * Why a service is not (or not in this version) on sale: awaiting an operator, refused with the
 * operator's reason, inactive, hidden, at no airport, out of its dates, its organization not
 * active (a new one until an operator validates it). Nothing when it is on sale as shown.
 */
export function NotOnSaleBanner({ service }: { service: BannerInput }) {
  const { t } = useTranslation('services');
  const messages = notOnSaleMessages(service, t);
  if (messages.length === 0) return null;
  return (
    <Alert severity={service.validationState === 'refused' ? 'error' : 'warning'} role="status">
      <AlertTitle>{t('notOnSale.title')}</AlertTitle>
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
