import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@/lib/ui';
import { useListHangarVariantsQuery, type HangarVariant } from '../api/hangar.api';
import { useVariantParam } from '../model/useVariantParam';
import { VariantSelect } from './VariantSelect';

/**
 * A hangar page's frame: its title with the variant's airport, the variant chosen in the URL, and
 * the loading, failure and "no hangar found" states; `children` draws the chosen variant.
 */
export function VariantFrame(props: {
  title: string;
  children: (variant: HangarVariant) => ReactNode;
}) {
  const { t } = useTranslation('hangar');
  const variants = useListHangarVariantsQuery(undefined);
  const { variant, select } = useVariantParam(variants.data);
  return (
    <>
      <PageHeader
        title={props.title}
        subtitle={variant ? t('variant.airport', variant.airport) : undefined}
      />
      {variants.isError ? (
        <ErrorState message={t('failed')} onRetry={() => void variants.refetch()} />
      ) : !variants.data ? (
        <LoadingState />
      ) : !variant ? (
        <EmptyState message={t('empty')} />
      ) : (
        <>
          <Box sx={{ mb: 2 }}>
            <VariantSelect variants={variants.data} value={variant} onChange={select} />
          </Box>
          {props.children(variant)}
        </>
      )}
    </>
  );
}
