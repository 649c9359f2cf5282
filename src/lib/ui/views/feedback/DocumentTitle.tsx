import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser tab's title for the page: "<page> · AeroMarket" (React hoists `<title>` into the
 * head). Rendered by the page's h1 blocks; a title that is not plain text leaves it unchanged.
 */
export function DocumentTitle({ title }: { title: ReactNode }) {
  const { t } = useTranslation('common');
  if (typeof title !== 'string' || title === '') return null;
  return <title>{`${title} · ${t('app.name')}`}</title>;
}
