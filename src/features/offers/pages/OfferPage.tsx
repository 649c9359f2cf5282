import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatch } from 'react-router-dom';
import { offerName, type OfferInfo } from '@/entities/offer';
import { useCan } from '@/lib/auth/useCan';
import {
  PageHeader,
  RecordGate,
  RecordTabsView,
  StatusChip,
  useIdParam,
  useRecordTabs,
} from '@/lib/ui';
import { useGetOfferInfoQuery } from '../api/offers.api';
import { OFFER_TABS, offerPaths, type OfferTab } from '../paths';

/** What every tab is given: the offer, and whether it is read (show) or edited. */
export interface OfferTabProps {
  offerId: number;
  readOnly: boolean;
}

// Each tab loads when it is first shown (the commission tab's table and preview too).
const TABS: Record<OfferTab, ComponentType<OfferTabProps>> = {
  information: lazy(() => import('../tabs/InformationTab')),
  typologies: lazy(() => import('../tabs/TypologiesTab')),
  commission: lazy(() => import('../tabs/CommissionTab')),
  subscribers: lazy(() => import('../tabs/SubscribersTab')),
  subscription: lazy(() => import('../tabs/SubscriptionTab')),
};

/**
 * /offer/{id}/{tab}/show [OPERATOR_SUBSCRIPTION_VIEW] and /offer/{id}/{tab}/edit
 * [OPERATOR_SUBSCRIPTION_EDIT]: the offer's reference, state and type, then its tabs, each its
 * own form and save (subscribers only read).
 */
export default function OfferPage() {
  const id = useIdParam();
  const record = useGetOfferInfoQuery(id ?? skipToken);
  return <RecordGate record={record}>{(info) => <OfferFrame info={info} />}</RecordGate>;
}

function OfferFrame({ info }: { info: OfferInfo }) {
  const { t, i18n } = useTranslation('offers');
  const can = useCan();
  const editing = useMatch(offerPaths.edit.pattern) !== null;
  const pathOf = (tab: OfferTab) =>
    (editing ? offerPaths.edit : offerPaths.show)({ id: info.id, tab });
  const tabs = useRecordTabs<OfferTab>({
    defaultTab: 'information',
    pathOf,
    tabs: OFFER_TABS.map((tab) => {
      const Tab = TABS[tab];
      return {
        value: tab,
        label: t(`tabs.${tab}`),
        render: () => <Tab offerId={info.id} readOnly={!editing || tab === 'subscribers'} />,
      };
    }),
  });
  const active = tabs.active?.value ?? 'information';
  const other = (editing ? offerPaths.show : offerPaths.edit)({ id: info.id, tab: active });
  const name = offerName(info.references, i18n.language);
  return (
    <Box>
      <PageHeader
        title={info.offerReference}
        breadcrumbs={[
          { label: t('list.title'), to: offerPaths.list() },
          { label: info.offerReference, to: pathOf('information') },
          ...(tabs.active ? [{ label: tabs.active.label }] : []),
        ]}
        status={
          <StatusChip
            tone={info.offerActive ? 'success' : 'muted'}
            label={t(info.offerActive ? 'actives.true' : 'actives.false')}
          />
        }
        facts={[name, t(`types.${info.offerType}`), editing ? null : t('frame.viewMode')]}
        actions={
          editing ? (
            <Button component={RouterLink} to={other}>
              {t('frame.done')}
            </Button>
          ) : (
            can('OPERATOR_SUBSCRIPTION_EDIT') && (
              <Button variant="contained" component={RouterLink} to={other}>
                {t('frame.edit')}
              </Button>
            )
          )
        }
      />
      <RecordTabsView controller={tabs} label={t('frame.tabsLabel')} wrap />
    </Box>
  );
}
