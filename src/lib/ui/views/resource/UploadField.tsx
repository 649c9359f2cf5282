import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isUploadedFile } from '../../controllers/resource/formUploads';
import { FileField, type FileFieldProps } from '../form/FileField';
import { FileLink } from './FileLink';

/** A declared `upload` field: the file kept (a link, removable), or a new one to pick. */
export function UploadField(props: FileFieldProps) {
  const { name, label } = props;
  const { t } = useTranslation('ui');
  const { setValue } = useFormContext();
  const kept: unknown = useWatch({ name });
  if (!isUploadedFile(kept)) return <FileField {...props} />;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">{label}:</Typography>
      <FileLink file={kept} />
      <Button onClick={() => setValue(name, null, { shouldDirty: true })}>
        {t('file.removeKept', { name: kept.name })}
      </Button>
    </Box>
  );
}
