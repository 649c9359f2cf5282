import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FILE_SIZE_BYTES } from '@/lib/config/constants';
import { chatMessagePayloadLimits } from '@/lib/contract/generated/constants';
import { ApiErrorMessage } from '@/lib/ui';
import type { ChatSent } from '../api/chat.api';
import { useComposer } from './useComposer';

const CONTENT_MAX = chatMessagePayloadLimits.content.maxLength;
const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

interface ComposerProps {
  organizationId: number;
  quote: { id: number; onRemove: () => void } | null;
  onSent: (sent: ChatSent) => void;
}

/** The message box, always at the bottom of the conversation: text, a file, the linked order. */
export function Composer({ organizationId, quote, onSent }: ComposerProps) {
  const { t } = useTranslation('chat');
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const composer = useComposer({ organizationId, quoteId: quote?.id ?? null, onSent });
  const { text, file, failure, sending } = composer;
  const pickFile = (picked: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!picked) return;
    const tooLarge = picked.size > MAX_FILE_SIZE_BYTES;
    setFileError(tooLarge ? t('file.tooLarge', { ns: 'ui', max: 2 }) : null);
    if (!tooLarge) composer.setFile(picked);
  };
  return (
    <Stack spacing={1} sx={{ p: { xs: 1, sm: 2 }, borderTop: 1, borderColor: 'divider' }}>
      {failure && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void composer.send()}
              disabled={sending}
            >
              {t('composer.retry')}
            </Button>
          }
        >
          <strong>{t('composer.notSent')}</strong>
          <ApiErrorMessage error={failure.error} />
        </Alert>
      )}
      {fileError && <Alert severity="warning">{fileError}</Alert>}
      {(quote || file) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {quote && (
            <Chip size="small" label={t('composer.aboutOrder')} onDelete={quote.onRemove} />
          )}
          {file && (
            <Chip
              size="small"
              icon={<AttachFileIcon />}
              label={file.name}
              onDelete={() => composer.setFile(null)}
            />
          )}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="chat-file"
          onChange={(event) => pickFile(event.target.files?.[0])}
        />
        <IconButton aria-label={t('composer.attach')} onClick={() => fileInput.current?.click()}>
          <AttachFileIcon />
        </IconButton>
        <TextField
          label={t('composer.label')}
          value={text}
          onChange={(event) => composer.setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void composer.send();
            }
          }}
          multiline
          maxRows={5}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: CONTENT_MAX } }}
          helperText={
            text.length > CONTENT_MAX * 0.9
              ? t('composer.left', { count: CONTENT_MAX - text.length })
              : undefined
          }
        />
        <Button
          variant="contained"
          endIcon={<SendIcon />}
          onClick={() => void composer.send()}
          disabled={sending || (text.trim() === '' && file === null)}
        >
          {t('composer.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
