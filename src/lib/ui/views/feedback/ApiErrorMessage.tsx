import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { describeError } from '@/lib/http/errorCatalogue';

/**
 * The error catalogue's wording of a failed load ("Connection error / Server offline"), for an
 * inline error state; the generic "Something went wrong" when the catalogue has none.
 */
export function ApiErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation(['ui', 'http']);
  const apiError = apiErrorOf(error);
  const description = apiError ? describeError(apiError, t) : null;
  if (!description) return <>{t('state.error')}</>;
  return (
    <>
      <Box component="strong" sx={{ display: 'block' }}>
        {description.title}
      </Box>
      {description.detail}
    </>
  );
}
