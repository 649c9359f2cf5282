import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FILE_SIZE_BYTES } from '@/lib/config/constants';
import { notify } from '@/lib/feedback';
import { uploadFile } from '@/lib/files';
import type { MyAccount } from '../../../entities/account';

export interface ProfilePictureProps {
  account: MyAccount;
  onUploaded: (account: MyAccount) => void;
}

/** The profile picture and its upload (images only, 2 Mo), with progress. */
export function ProfilePicture({ account, onUploaded }: ProfilePictureProps) {
  const { t } = useTranslation(['account', 'http']);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const initials = `${account.firstName.charAt(0)}${account.lastName.charAt(0)}`.toUpperCase();

  const upload = async (file: File) => {
    setFailure(null);
    if (!file.type.startsWith('image/')) {
      setFailure(t('account:picture.notImage'));
      return;
    }
    if (file.size > MAX_FILE_SIZE_BYTES) {
      setFailure(t('account:picture.tooLarge'));
      return;
    }
    setProgress(0);
    try {
      const saved = await uploadFile<MyAccount>({
        url: 'api/my-account/profile-picture',
        file,
        onProgress: (p) => setProgress(p.fraction === null ? null : Math.round(p.fraction * 100)),
        meta: { success: false },
      });
      notify({ title: t('http:failure.imageUploaded'), variant: 'success' });
      onUploaded(saved);
    } catch {
      setFailure(t('http:failure.imageNotUploaded'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar
        src={account.profilePictureFileUrl ?? undefined}
        alt={t('account:picture.alt')}
        sx={{
          width: 72,
          height: 72,
          fontSize: 28,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {initials}
      </Avatar>
      <Box sx={{ flex: '1 1 200px' }}>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          loading={progress !== null}
        >
          {t('account:picture.change')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('account:picture.help')}
        </Typography>
        {progress !== null && (
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('account:picture.progress')}
            sx={{ mt: 1 }}
          />
        )}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
