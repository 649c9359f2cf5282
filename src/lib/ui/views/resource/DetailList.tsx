import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visuallyHidden';

export interface DetailItem {
  /** Already translated. */
  label: string;
  /** null, undefined, '' or an empty list show a dash ("Not provided" for screen readers). */
  value: ReactNode;
}

function isEmpty(value: ReactNode): boolean {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function EmptyValue() {
  const { t } = useTranslation('ui');
  return (
    <>
      <span aria-hidden>—</span>
      <span style={visuallyHidden}>{t('detail.empty')}</span>
    </>
  );
}

/** A definition list's grid: stacked on phones, label and value columns from sm up. */
const detailGridSx = {
  display: 'grid',
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'min(var(--detail-label-width, 14rem), 40%) minmax(0, 1fr)',
  },
  columnGap: 2,
  rowGap: { xs: 0, sm: 1 },
  m: 0,
} as const;

/** A definition list value (dd): spaced below it on phones, long words wrapped. */
const detailValueSx = { m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere' } as const;

/**
 * Labels and values as a definition list: stacked on phones, two columns from sm up. The label
 * column has one width (`--detail-label-width`, a page may set it) so that the labels of every
 * card of a page line up (a narrow card gives it at most 40%).
 */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <Box component="dl" sx={detailGridSx}>
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={detailValueSx}>
            {isEmpty(item.value) ? <EmptyValue /> : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface DetailSectionProps {
  /** The section's h2, already translated. */
  title: string;
  /** Shorthand for a section holding one DetailList. */
  items?: readonly DetailItem[];
  children?: ReactNode;
}

/** A titled block of a show page (a region named by its heading). */
export function DetailSection({ title, items, children }: DetailSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {items && <DetailList items={items} />}
      {children}
    </Paper>
  );
}
