import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormErrors, SubmitButton, TextField, useMutationForm } from '@/lib/ui';
import {
  useUpdateTranslationMutation,
  type TranslationEntry,
  type TranslationLocale,
} from '../api/translations.api';
import { textSchema, type TextValues } from '../model/textForm';

export interface TextEditorProps {
  entry: TranslationEntry;
  locale: TranslationLocale;
  /** Closes the editor: Cancel, or once saved. */
  onDone: () => void;
}

/**
 * One key's text in one language, edited where it is shown (a table cell, the in-context
 * dialog). The variables and plural forms are checked before sending and by the API; either
 * refusal lands on the field. "Back to the original" removes the operator's text.
 */
export function TextEditor({ entry, locale, onDone }: TextEditorProps) {
  const { t } = useTranslation('translations');
  const [update] = useUpdateTranslationMutation();
  const schema = useMemo(() => textSchema(entry, locale), [entry, locale]);
  const target = { namespace: entry.namespace, key: entry.key, locale };
  const { form, submit, errors, run } = useMutationForm<TextValues>({
    schema,
    defaultValues: { text: entry.texts[locale] ?? '' },
    mutation: ({ text }) => update({ ...target, text }),
    onSaved: onDone,
  });
  // Opened by a click on Edit (or on a label): the typing goes to the text at once.
  useEffect(() => form.setFocus('text'), [form]);
  const language = t(`languages.${locale}`);
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t('edit.formLabel', { id: entry.id, language })}
    >
      <FormErrors messages={errors} />
      <TextField<TextValues>
        name="text"
        label={language}
        multiline
        minRows={1}
        fullWidth
        size="small"
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}
      >
        {entry.edited.includes(locale) && entry.bundled[locale] !== null && (
          <Button
            size="small"
            onClick={() =>
              void run(() => update({ ...target, text: null })).then((ok) => ok && onDone())
            }
          >
            {t('edit.reset')}
          </Button>
        )}
        <Button size="small" onClick={onDone}>
          {t('edit.cancel')}
        </Button>
        <SubmitButton size="small">{t('edit.save')}</SubmitButton>
      </Stack>
    </Form>
  );
}
