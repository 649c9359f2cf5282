import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ServiceDetail,
  ServiceSlugGate,
  ServiceStateChip,
  SERVICE_LIMITS,
  useGetOperatorServiceQuery,
  useLocalizedText,
  useRefuseServiceMutation,
  useServiceFacts,
  useValidateServiceMutation,
  type Service,
} from '@/entities/service';
import { useCan } from '@/lib/auth/useCan';
import {
  ActionDialog,
  PageHeader,
  ReasonField,
  RecordGate,
  reasonForm,
  useIdParam,
  type ReasonValues,
} from '@/lib/ui';
import { operatorServicePaths } from '../paths';

type Decision = 'validate' | 'refuse' | null;

function ServiceReview({ service }: { service: Service }) {
  const { t } = useTranslation('operatorServices');
  const can = useCan();
  const localized = useLocalizedText();
  const [decision, setDecision] = useState<Decision>(null);
  const [validate] = useValidateServiceMutation();
  const [refuse] = useRefuseServiceMutation();
  const name = localized(service.information.name);
  const awaiting = service.validationState === 'awaiting_validation';
  const canDecide = awaiting && can('OPERATOR_SERVICE_EDIT');
  return (
    <>
      <PageHeader
        title={name}
        status={<ServiceStateChip state={service.validationState} />}
        facts={[service.seller.name, ...useServiceFacts(service)]}
        breadcrumbs={[{ label: t('list.title'), to: operatorServicePaths.list() }, { label: name }]}
        actions={
          canDecide && (
            <>
              <Button variant="outlined" color="error" onClick={() => setDecision('refuse')}>
                {t('actions.refuse')}
              </Button>
              <Button variant="contained" onClick={() => setDecision('validate')}>
                {t('actions.validate')}
              </Button>
            </>
          )
        }
      />
      <ServiceDetail service={service} audience="operator" />
      {decision === 'validate' && (
        <ActionDialog
          title={t('actions.validateTitle', { name })}
          message={t('actions.validateMessage', { seller: service.seller.name })}
          confirmLabel={t('actions.validate')}
          mutation={() => validate({ id: service.id, updatedAt: service.updatedAt })}
          onClose={() => setDecision(null)}
        />
      )}
      {decision === 'refuse' && (
        <ActionDialog<ReasonValues>
          {...reasonForm()}
          title={t('actions.refuseTitle', { name })}
          message={t('actions.refuseMessage', { seller: service.seller.name })}
          confirmLabel={t('actions.refuse')}
          destructive
          mutation={({ reason }: ReasonValues) =>
            refuse({
              id: service.id,
              reason: reason.trim().slice(0, SERVICE_LIMITS.refusalReasonLength),
              updatedAt: service.updatedAt,
            })
          }
          onClose={() => setDecision(null)}
        >
          <ReasonField label={t('actions.reason')} />
        </ActionDialog>
      )}
    </>
  );
}

/**
 * /operator-services/show/{id}/{typology}/{tab} [OPERATOR_SERVICE_VIEW]: a seller's service as
 * it would go on sale (a change shown against the version on sale, field by field), with
 * Validate and Refuse (a reason the seller sees) while it awaits. Both name the version shown:
 * a newer one answers 409 and the tab reloads onto it, saying the service changed.
 */
export default function OperatorServiceShowPage() {
  const { t } = useTranslation(['operatorServices', 'http']);
  const id = useIdParam();
  const record = useGetOperatorServiceQuery(id ?? skipToken);
  const back = { label: t('list.title'), to: operatorServicePaths.list() };
  return (
    <>
      {record.data === undefined && (
        <PageHeader title={t('show.placeholderTitle')} breadcrumbs={[back]} />
      )}
      <RecordGate record={record} backTo={back} failureTitle={t('http:failure.productData')}>
        {(service) => (
          <ServiceSlugGate service={service} backTo={back}>
            <ServiceReview service={service} />
          </ServiceSlugGate>
        )}
      </RecordGate>
    </>
  );
}
