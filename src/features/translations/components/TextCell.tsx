import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationEntry, TranslationLocale } from '../api/translations.api';
import { TextEditor } from './TextEditor';

export interface TextCellProps {
  entry: TranslationEntry;
  locale: TranslationLocale;
  canEdit: boolean;
}

/** One language's text of a key, edited in place (a text, never HTML). */
export function TextCell({ entry, locale, canEdit }: TextCellProps) {
  const { t } = useTranslation('translations');
  const [editing, setEditing] = useState(false);
  if (editing) return <TextEditor entry={entry} locale={locale} onDone={() => setEditing(false)} />;
  const text = entry.texts[locale];
  const language = t(`languages.${locale}`);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        {text === null || text.trim() === '' ? (
          <Chip size="small" color="warning" variant="outlined" label={t('list.missing')} />
        ) : (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text}
          </Typography>
        )}
        {entry.edited.includes(locale) && (
          <Typography variant="caption" color="text.secondary">
            {t('list.edited')}
          </Typography>
        )}
      </Stack>
      {canEdit && (
        <IconButton
          size="small"
          aria-label={t('edit.open', { id: entry.id, language })}
          onClick={() => setEditing(true)}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
