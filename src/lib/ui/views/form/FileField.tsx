import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_FILE_SIZE_BYTES } from '@/lib/config/constants';
import { isFileSizeAllowed, isFileTypeAllowed } from '@/lib/validation/predicates';
import { AttachFileIcon, CloseIcon } from '../icons';
import { visuallyHidden } from '../visuallyHidden';
import type { FieldBaseProps } from './fieldProps';
import { useBoundField } from '../../controllers/form/useBoundField';

export interface FileFieldProps<T extends FieldValues = FieldValues> extends FieldBaseProps<T> {
  /** MIME types, wildcards or extensions, as the input's accept: ['image/jpeg', 'image/png', '.pdf']. */
  accept?: readonly string[];
  /** Defaults to the spec's 2 MB. */
  maxSize?: number;
}

type Rejection = { reason: 'tooLarge' } | { reason: 'wrongType' };

const BYTES_PER_MB = 1024 * 1024;

/**
 * One file, kept as a File in the form (null when none). Too large or unaccepted files are
 * refused here, before the form ever holds them, with the reason under the field.
 * The native input is hidden and driven by a real button, which is focusable and speaks.
 */
export function FileField<T extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  required,
  disabled,
  accept = [],
  maxSize = MAX_FILE_SIZE_BYTES,
}: FileFieldProps<T>) {
  const { t } = useTranslation('ui');
  const { field, errorText } = useBoundField<T>(name, disabled);
  // Taken apart so that the ref is only ever handed over, never read while rendering.
  const { ref: focusRef, onChange, onBlur, disabled: isDisabled } = field;
  const file: unknown = field.value;
  const [rejection, setRejection] = useState<Rejection | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const inputId = useId();
  const fileNameId = useId();
  const helperId = useId();

  const fileName = file instanceof File ? file.name : null;
  const max = Math.round((maxSize / BYTES_PER_MB) * 10) / 10;
  const types = accept.join(', ');
  const rejectionText = rejection ? t(`file.${rejection.reason}`, { max, types }) : undefined;
  const message =
    rejectionText ??
    errorText ??
    helperText ??
    (accept.length > 0 ? t('file.accepted', { max, types }) : undefined);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    if (!isFileTypeAllowed(picked, accept)) setRejection({ reason: 'wrongType' });
    else if (!isFileSizeAllowed(picked, maxSize)) setRejection({ reason: 'tooLarge' });
    else {
      setRejection(null);
      onChange(picked);
    }
  };

  return (
    <FormControl
      error={Boolean(rejectionText ?? errorText)}
      required={required}
      disabled={isDisabled}
      fullWidth
    >
      <FormLabel htmlFor={inputId}>{label}</FormLabel>
      <input
        id={inputId}
        ref={input}
        type="file"
        name={name}
        accept={accept.join(',') || undefined}
        tabIndex={-1}
        disabled={isDisabled}
        aria-describedby={message ? helperId : undefined}
        style={visuallyHidden}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          // Let the same file be picked again after removing it.
          event.target.value = '';
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          // The button, not the hidden input, takes the focus when the form points at an error.
          ref={focusRef}
          variant="outlined"
          startIcon={<AttachFileIcon />}
          disabled={isDisabled}
          onClick={() => input.current?.click()}
          onBlur={onBlur}
          aria-describedby={message ? `${fileNameId} ${helperId}` : fileNameId}
        >
          {t(fileName ? 'file.change' : 'file.choose')}
        </Button>
        <Typography
          id={fileNameId}
          variant="body2"
          color={fileName ? 'text.primary' : 'text.secondary'}
          sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {fileName ?? t('file.none')}
        </Typography>
        {fileName && !isDisabled && (
          <IconButton size="small" aria-label={t('file.remove')} onClick={() => onChange(null)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
