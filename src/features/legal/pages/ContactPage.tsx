import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectUser } from '@/lib/auth/sessionSlice';
import { describeError } from '@/lib/http/errorCatalogue';
import { useAppSelector } from '@/lib/store/hooks';
import { translateError } from '@/lib/validation/messages';
import { CheckboxField } from '@/lib/ui/views/form/CheckboxField';
import { Form, SubmitButton } from '@/lib/ui/views/form/Form';
import { SelectField } from '@/lib/ui/views/form/SelectField';
import { TextField } from '@/lib/ui/views/form/TextField';
import { useMutationForm } from '@/lib/ui/controllers/form/useMutationForm';
import { contactPayloadLimits, contactSubjectValues } from '@/lib/api/generated/constants';
import { useSendContactMessageMutation } from '../api/contact.api';
import { InlineText } from '../components/InlineText';
import { LegalFrame } from '../components/LegalFrame';
import {
  contactSchema,
  emptyContactValues,
  toContactPayload,
  type ContactFormOutput,
  type ContactFormValues,
} from '../model/contact.schema';
import { DocumentTitle } from '@/lib/ui/views/feedback/DocumentTitle';

function ContactDetails() {
  const { t } = useTranslation('legal-contact');
  const rows = [
    { label: t('details.addressLabel'), value: t('details.address') },
    {
      label: t('details.emailLabel'),
      value: 'contact@aeromarket.aero',
      href: 'mailto:contact@aeromarket.aero',
    },
    { label: t('details.phoneLabel'), value: '+33 1 84 60 12 00', href: 'tel:+33184601200' },
    { label: t('details.hoursLabel'), value: t('details.hours') },
  ];
  return (
    <Box component="section" aria-labelledby="contact-details" sx={{ mb: 4 }}>
      <Typography id="contact-details" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
        {t('details.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('details.company')}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Box key={row.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {row.href ? <Link href={row.href}>{row.value}</Link> : row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export default function ContactPage() {
  const { t } = useTranslation(['legal-contact', 'http']);
  const user = useAppSelector(selectUser);
  // The email may arrive after the page (my account, when the login did not carry it).
  const sender = user
    ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email ?? '' }
    : undefined;
  const senderEmail = sender?.email ?? '';
  const [send] = useSendContactMessageMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // "Clear" hides the last refusal along with what was typed; the next submit shows its own.
  const [cleared, setCleared] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  // The form keeps what was typed; the errors go where they belong.
  const { form, submit, errors, failure } = useMutationForm({
    schema: contactSchema,
    defaultValues: emptyContactValues(sender),
    mutation: send,
    toPayload: toContactPayload,
    onSaved: (_, { values, form: sent }) => {
      sent.reset(emptyContactValues(sender));
      setSentTo(values.email);
      requestAnimationFrame(() => confirmation.current?.focus());
    },
  });
  useEffect(() => {
    if (senderEmail !== '' && form.getValues('email') === '') form.setValue('email', senderEmail);
  }, [form, senderEmail]);

  const onSubmit = (values: ContactFormOutput) => {
    setCleared(false);
    setSentTo(null);
    return submit(values);
  };
  const messages = cleared ? [] : errors;
  const refused = cleared ? null : failure;
  const described = refused ? describeError(refused, t) : null;

  return (
    <LegalFrame>
      <DocumentTitle title={t('title')} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
        }}
      >
        <ContactDetails />
        <Box component="section" aria-labelledby="contact-form-title">
          <Typography id="contact-form-title" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
            {t('form.title')}
          </Typography>
          {sentTo !== null && (
            <Box
              ref={confirmation}
              tabIndex={-1}
              role="status"
              sx={{
                mb: 3,
                p: 2,
                border: 1,
                borderColor: 'success.main',
                borderRadius: 1,
                outline: 'none',
              }}
            >
              <Typography component="p" sx={{ fontWeight: 700 }}>
                {t('sent.title')}
              </Typography>
              <Typography component="p">{t('sent.detail', { email: sentTo })}</Typography>
            </Box>
          )}
          <Form form={form} onSubmit={onSubmit} aria-labelledby="contact-form-title">
            <Stack spacing={2}>
              {(messages.length > 0 || refused) && (
                <Typography
                  role="alert"
                  component="div"
                  color="error"
                  sx={{ border: 1, borderColor: 'error.main', borderRadius: 1, px: 2, py: 1 }}
                >
                  {messages.map((message) => (
                    <Box component="p" key={message} sx={{ m: 0 }}>
                      {translateError(t, message)}
                    </Box>
                  ))}
                  {messages.length === 0 && (
                    <>
                      <strong>{described?.title ?? t('form.failed')}</strong>
                      {described && (
                        <Box component="span" sx={{ display: 'block' }}>
                          {described.detail}
                        </Box>
                      )}
                      <Box component="span" sx={{ display: 'block' }}>
                        {t('form.tryAgain')}
                      </Box>
                    </>
                  )}
                </Typography>
              )}
              <TextField<ContactFormValues>
                name="name"
                label={t('form.name')}
                autoComplete="name"
                required
              />
              <TextField<ContactFormValues>
                name="email"
                label={t('form.email')}
                type="email"
                autoComplete="email"
                required
              />
              <TextField<ContactFormValues>
                name="organization"
                label={t('form.organization')}
                autoComplete="organization"
              />
              <SelectField<ContactFormValues, (typeof contactSubjectValues)[number]>
                name="subject"
                label={t('form.subject')}
                required
                options={contactSubjectValues.map((value) => ({
                  value,
                  label: t(`subjects.${value}`),
                }))}
              />
              <TextField<ContactFormValues>
                name="message"
                label={t('form.message')}
                helperText={t('form.messageHint', {
                  min: contactPayloadLimits.message.minLength,
                  max: contactPayloadLimits.message.maxLength,
                })}
                multiline
                minRows={5}
                required
              />
              <CheckboxField<ContactFormValues>
                name="acceptPolicy"
                required
                label={<InlineText text={t('form.acceptPolicy')} />}
              />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                <SubmitButton size="large">{t('form.submit')}</SubmitButton>
                <Button
                  type="button"
                  onClick={() => {
                    setCleared(true);
                    form.reset(emptyContactValues(sender));
                  }}
                >
                  {t('form.clear')}
                </Button>
              </Box>
            </Stack>
          </Form>
        </Box>
      </Box>
    </LegalFrame>
  );
}
