import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { needsValidation, type Service, type ServiceTab } from '@/entities/service';

/**
 * Said before saving (DECISIONS.md "Catalogue"): whether a tab's changes wait for an operator
 * (what a buyer gets or pays: the version on sale stays in the shop until then) or apply at
 * once. A service never validated has no version on sale to keep.
 */
export function ValidationNote({
  service,
  tab,
}: {
  service: Service | undefined;
  tab: ServiceTab;
}) {
  const { t } = useTranslation('services');
  if (!service) return null;
  const neverValidated = service.notOnSaleReasons.some(
    (reason) => reason === 'awaiting_validation' || reason === 'refused',
  );
  const key = !needsValidation(tab) ? 'immediate' : neverValidated ? 'validatedFirst' : 'validated';
  return (
    <Alert severity="info" role="note">
      {t(`validationNote.${key}`)}
    </Alert>
  );
}
