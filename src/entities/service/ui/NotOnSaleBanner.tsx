import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RecordMissing, type BackTo } from '@/lib/ui';
import { slugsFit, type NotOnSaleReason, type Service } from '../service.types';

type BannerInput = Pick<
  Service,
  | 'validationState'
  | 'refusalReason'
  | 'status'
  | 'visible'
  | 'onSale'
  | 'onSaleVersion'
  | 'notOnSaleReasons'
>;

/** The reasons only the API knows (its airports, its dates, its seller's status), in its order. */
const API_REASONS: readonly NotOnSaleReason[] = [
  'no_airport',
  'availability_ended',
  'availability_not_started',
  'seller_inactive',
  'no_transfer',
];

/** Who reads the banner: the seller is told what to do, the operator what the seller must do. */
export type BannerAudience = 'seller' | 'operator';

/** The reasons, in the order the seller should act on them: each one a sentence. */
export function notOnSaleMessages(
  service: BannerInput,
  translate: (key: string, values?: Record<string, string>) => string,
  audience: BannerAudience = 'seller',
): string[] {
  const group = audience === 'seller' ? 'notOnSale' : 'notOnSaleOperator';
  const t = (key: string, values?: Record<string, string>) =>
    translate(key.replace(/^notOnSale\./, `${group}.`), values);
  const messages: string[] = [];
  if (service.validationState === 'awaiting_validation') {
    // A change of a service on sale: the service stays on sale, the change waits.
    messages.push(
      t(service.onSaleVersion ? 'notOnSale.changeAwaiting' : 'notOnSale.awaiting_validation'),
    );
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
 * Why a service is not (or not in this version) on sale, or that its change awaits an operator
 * while the version on sale still sells: awaiting an operator, refused with the
 * operator's reason, inactive, hidden, at no airport, out of its dates, its organization not
 * active (a new one until an operator validates it). Nothing when it is on sale as shown.
 */
export function NotOnSaleBanner({
  service,
  audience = 'seller',
}: {
  service: BannerInput;
  audience?: BannerAudience;
}) {
  const { t } = useTranslation('services');
  const messages = notOnSaleMessages(service, t, audience);
  if (messages.length === 0) return null;
  // On sale with a change waiting: the version on sale still sells, so no warning.
  const changeOnly = service.onSale && service.validationState === 'awaiting_validation';
  const severity =
    service.validationState === 'refused' ? 'error' : changeOnly ? 'info' : 'warning';
  return (
    <Alert severity={severity} role="status">
      <AlertTitle>{t(changeOnly ? 'notOnSale.changeTitle' : 'notOnSale.title')}</AlertTitle>
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}

/**
 * A service's page whose URL names another typology, or a tab its typology lacks (a stale or
 * mistyped link): spec section 8's "No item for this slug" with a way back, not a blank page.
 * Beside the banner, which the same pages show: a module of its own would be a chunk of its own,
 * one more name in the startup chunk's list of lazy files.
 */
export function ServiceSlugGate({
  service,
  backTo,
  children,
}: {
  service: Pick<Service, 'typology'>;
  backTo: BackTo;
  children: ReactNode;
}) {
  const { typology, tab } = useParams();
  if (slugsFit(service.typology, { typology, tab })) return <>{children}</>;
  return <SlugMissing backTo={backTo} />;
}

/** Asks for the error catalogue's texts only when a slug is wrong, and waits for them. */
function SlugMissing({ backTo }: { backTo: BackTo }) {
  const { t, ready } = useTranslation(['http', 'services']);
  if (!ready) return null;
  return (
    <RecordMissing
      backTo={backTo}
      title={t('http:failure.noItemForSlug')}
      detail={t('services:slug.detail')}
    />
  );
}
