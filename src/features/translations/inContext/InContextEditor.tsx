import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/lib/ui';
import { useFindTranslationQuery, type TranslationLocale } from '../api/translations.api';
import { TextEditor } from '../components/TextEditor';
import { IGNORE_ATTRIBUTE } from './state';

function EditKey({ id, onDone }: { id: string; onDone: () => void }) {
  const { t, i18n } = useTranslation('translations');
  const { data, isLoading } = useFindTranslationQuery(id);
  const locale: TranslationLocale = i18n.language === 'fr' ? 'fr' : 'en';
  if (isLoading) return <LoadingState />;
  if (!data) return <Typography>{t('inContext.notFound', { id })}</Typography>;
  return <TextEditor entry={data} locale={locale} onDone={onDone} />;
}

/**
 * The text of the label an operator clicked, in the interface language; when several keys
 * render the same text, the operator picks which one first.
 */
export default function InContextEditor({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const { t } = useTranslation('translations');
  const titleId = useId();
  const [chosen, setChosen] = useState<string | null>(ids.length === 1 ? (ids[0] ?? null) : null);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      {...{ [IGNORE_ATTRIBUTE]: '' }}
    >
      <DialogTitle id={titleId}>
        {chosen ? t('inContext.title', { id: chosen }) : t('inContext.chooseTitle')}
      </DialogTitle>
      <DialogContent>
        {chosen ? (
          <EditKey id={chosen} onDone={onClose} />
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('inContext.choose')}</Typography>
            {ids.map((id) => (
              <Button key={id} onClick={() => setChosen(id)} sx={{ fontFamily: 'monospace' }}>
                {id}
              </Button>
            ))}
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
