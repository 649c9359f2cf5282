import Link from '@mui/material/Link';
import type { UploadedFile } from '@/lib/api/files.types';

/** A stored file (the API's UploadedFile) as a link that opens it in a new tab; none without. */
export function FileLink({ file }: { file: UploadedFile | null }) {
  if (!file) return null;
  return (
    <Link href={file.url} target="_blank" rel="noopener">
      {file.name}
    </Link>
  );
}
