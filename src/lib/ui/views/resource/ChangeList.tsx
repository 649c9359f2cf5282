import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toneColours } from '../../controllers/status/statusTone';
import { DetailList } from './DetailList';
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

/** One value's change: the old one struck through, then the new one marked, each said in words. */
function BeforeAfter({ before, after }: Pick<ChangeRow, 'before' | 'after'>) {
  const { t } = useTranslation('ui');
  return (
    <>
      <Box component="del" sx={oldSx}>
        <span style={visuallyHidden}>{t('changes.before')} </span>
        <Value value={before} />
      </Box>
      <Box component="span" aria-hidden sx={{ mx: 1, color: 'text.secondary' }}>
        →
      </Box>
      <span style={visuallyHidden}>, </span>
      <Box component="ins" sx={newSx}>
        <span style={visuallyHidden}>{t('changes.after')} </span>
        <Value value={after} />
      </Box>
    </>
  );
}

/**
 * "Before → after" rows: each label with its old value struck through (`<del>`) and its new one
 * highlighted (`<ins>`). Screen readers skip those marks and sight may miss a colour, so each value
 * also says "was" or "now" in words (visually hidden), and the arrow only decorates. A DetailList,
 * so it lines up with the page's others.
 */
export function ChangeList({ rows }: ChangeListProps) {
  return (
    <DetailList
      items={rows.map((row) => ({
        label: row.label,
        value: <BeforeAfter before={row.before} after={row.after} />,
      }))}
    />
  );
}
