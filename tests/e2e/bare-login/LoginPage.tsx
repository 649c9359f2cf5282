import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';

const schema = z.object({
  email: z.string().check(z.minLength(1, { error: 'required' })),
  password: z.string().check(z.minLength(1, { error: 'required' })),
});

export default function LoginPage() {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Paper sx={{ width: '100%', maxWidth: 440, p: 4 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
          {t('title')}
        </Typography>
        <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
          <Stack spacing={2}>
            <TextField {...form.register('email')} label={t('email')} required />
            <TextField
              {...form.register('password')}
              label={t('password')}
              type="password"
              required
            />
            <Button type="submit" variant="contained" size="large">
              {t('submit')}
            </Button>
          </Stack>
        </form>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('hint')}
        </Typography>
      </Paper>
    </Box>
  );
}
