import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import {
  dangerousDeleteWord,
  isDangerousDeleteConfirmed,
  type DangerousDeleteVariant,
} from '@/lib/validation/dangerousDelete';
import { ConfirmDialog } from './ConfirmDialog';

export interface DangerousDeleteDialogProps {
  open: boolean;
  /** Defaults to "Delete permanently?". */
  title?: ReactNode;
  /** What will be lost, already translated; "This action cannot be undone." when absent. */
  message?: ReactNode;
  /** 'dialog': the word of the interface language, exactly (DELETE / SUPPRIMER); 'alert': "delete", any case. */
  variant?: DangerousDeleteVariant;
  confirmLabel?: string;
  loading?: boolean;
  /** More about what will be lost, under the message (a list of what a cascade cancels). */
  children?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** A delete that cannot be undone: the person types a word before the button unlocks (spec section 5). */
export function DangerousDeleteDialog(props: DangerousDeleteDialogProps) {
  const {
    open,
    title,
    message,
    variant = 'dialog',
    confirmLabel,
    loading = false,
    children,
    onConfirm,
    onClose,
  } = props;
  const { t, i18n } = useTranslation('ui');
  const language = toLanguage(i18n.language);
  const word = variant === 'dialog' ? dangerousDeleteWord(language) : 'delete';
  const [typed, setTyped] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Each opening starts blank: a word typed for an earlier delete must not unlock this one.
    setWasOpen(open);
    if (open) setTyped('');
  }
  const confirmed = isDangerousDeleteConfirmed(typed, language, variant);

  return (
    <ConfirmDialog
      open={open}
      title={title ?? t('dialog.deleteTitle')}
      message={message ?? t('dialog.irreversible')}
      confirmLabel={confirmLabel}
      destructive
      loading={loading}
      confirmDisabled={!confirmed}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {children}
      <TextField
        fullWidth
        margin="normal"
        label={t('dialog.typeToConfirm', { word })}
        helperText={variant === 'dialog' ? t('dialog.typeToConfirmHint') : undefined}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && confirmed && !loading) onConfirm();
        }}
        disabled={loading}
        slotProps={{
          htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false },
        }}
      />
    </ConfirmDialog>
  );
}
