import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useListOperatorServicesQuery } from '@/entities/service';
import { visuallyHidden } from '@/lib/ui';

/** The menu's count of services awaiting the operator's validation (none: nothing shown). */
export default function AwaitingValidationCount() {
  const { t } = useTranslation('operatorServices');
  const { data } = useListOperatorServicesQuery({
    page: 1,
    pageSize: 1,
    sort: null,
    order: 'asc',
    filters: { validationState: 'awaiting_validation' },
  });
  const count = data?.total ?? 0;
  if (count === 0) return null;
  return (
    <>
      {/* The number drawn; the words below say it ("3 to validate"). */}
      <Chip
        aria-hidden
        label={count}
        size="small"
        color="warning"
        sx={{ ml: 1, height: 20, fontWeight: 600 }}
      />
      <span style={visuallyHidden}>{t('menu.awaiting', { count })}</span>
    </>
  );
}
