import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { get, useFormState, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/config/constants';
import type { FieldBaseProps, InputPassThrough } from './fieldProps';
import { TextField } from './TextField';
import { useFieldError } from '../../controllers/form/useFieldError';

/** The form value of a text given in every interface language. */
export type MultiLanguageText = Record<Language, string>;

export interface MultiLanguageTextFieldProps<T extends FieldValues = FieldValues>
  extends
    Omit<FieldBaseProps<T>, 'required'>,
    Pick<InputPassThrough, 'multiline' | 'minRows' | 'maxRows' | 'placeholder' | 'size'> {
  /** Languages that must be filled, marked with an asterisk; the default language always is (spec). */
  requiredLocales?: readonly Language[];
}

/**
 * One input per language, stacked (all visible at once: tabs would hide a missing
 * translation), bound to `name.en`, `name.fr`. Rules belong to the schema; this only marks them.
 */
export function MultiLanguageTextField<T extends FieldValues = FieldValues>(
  props: MultiLanguageTextFieldProps<T>,
) {
  const {
    name,
    label,
    helperText,
    disabled,
    requiredLocales = [DEFAULT_LANGUAGE],
    ...inputProps
  } = props;
  const { t } = useTranslation('ui');
  const { errors } = useFormState({ name });
  // An error on the whole object (e.g. "fill at least one language") shows under the group.
  const groupError: unknown = get(errors, name);
  const groupMessage =
    typeof groupError === 'object' &&
    groupError !== null &&
    'message' in groupError &&
    typeof groupError.message === 'string'
      ? groupError.message
      : undefined;
  const groupErrorText = useFieldError({ message: groupMessage }, name);
  const errorId = useId();

  return (
    <Box
      component="fieldset"
      aria-describedby={groupErrorText ? errorId : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, p: 0 }}>
        {label}
      </Typography>
      <Stack spacing={2}>
        {LANGUAGES.map((language) => (
          <TextField
            key={language}
            {...inputProps}
            name={`${name}.${language}`}
            label={t('multiLanguage.label', { label, language: t(`languages.${language}`) })}
            required={language === DEFAULT_LANGUAGE || requiredLocales.includes(language)}
            disabled={disabled}
            inputProps={{ lang: language }}
          />
        ))}
      </Stack>
      {(groupErrorText ?? helperText) && (
        <FormHelperText id={errorId} error={Boolean(groupErrorText)}>
          {groupErrorText ?? helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
