import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toneColours } from '../status/statusTone';
import { detailGridSx, detailValueSx } from './DetailList';
import { visuallyHidden } from '../visuallyHidden';

export interface ChangeRow {
  /** What changed, already translated (unique within the list). */
  label: string;
  /** The value until now; null, undefined or '' reads "Not provided". */
  before: ReactNode;
  /** The value that replaces it. */
  after: ReactNode;
}

export interface ChangeListProps {
  rows: readonly ChangeRow[];
}

function isEmpty(value: ReactNode): boolean {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'string' && value.trim() === '')
  );
}

function Value({ value }: { value: ReactNode }) {
  const { t } = useTranslation('ui');
  return isEmpty(value) ? t('detail.empty') : value;
}

const oldSx = (theme: Theme) => ({
  color: toneColours(theme, 'muted').text,
  textDecoration: 'line-through',
});

const newSx = (theme: Theme) => {
  const tone = toneColours(theme, 'info');
  return {
    color: tone.text,
    backgroundColor: tone.background,
    borderRadius: 0.5,
    px: 0.5,
    fontWeight: 600,
    textDecoration: 'none',
    boxDecorationBreak: 'clone',
  };
};

/**
 * "Before → after" rows: each label with its old value struck through (`<del>`) and its new one
 * highlighted (`<ins>`). Screen readers skip those marks and sight may miss a colour, so each value
 * also says "was" or "now" in words (visually hidden), and the arrow only decorates. Stacked on
 * phones, two columns from sm up, aligned with the page's DetailLists.
 */
export function ChangeList({ rows }: ChangeListProps) {
  const { t } = useTranslation('ui');
  return (
    <Box component="dl" sx={detailGridSx}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={detailValueSx}>
            <Box component="del" sx={oldSx}>
              <span style={visuallyHidden}>{t('changes.before')} </span>
              <Value value={row.before} />
            </Box>
            <Box component="span" aria-hidden sx={{ mx: 1, color: 'text.secondary' }}>
              →
            </Box>
            <span style={visuallyHidden}>, </span>
            <Box component="ins" sx={newSx}>
              <span style={visuallyHidden}>{t('changes.after')} </span>
              <Value value={row.after} />
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
