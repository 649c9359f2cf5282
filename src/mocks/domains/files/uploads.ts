import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, type UploadedFile } from '../../../lib/api/files.types';
import { VALIDATOR, badRequest, notFound, readForm } from '../../api';
import { authorize } from '../../auth';
import { db, nextId } from '../../db';
import { now } from '../../db/clock';
import { tooManyRequests } from '../rate-limits';
import { startsLike, uploadQuotaWait } from './checks';
import type { UploadedFileRecord } from './records';
import { fileStore } from './store';

export const UPLOAD_QUOTA = 'errors.upload_quota';

const EXTENSION_TYPES: Readonly<Record<string, (typeof UPLOAD_TYPES)[number]>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

function typeOf(file: File): (typeof UPLOAD_TYPES)[number] | undefined {
  const declared = UPLOAD_TYPES.find((type) => type === file.type);
  if (declared) return declared;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension];
}

/** What is shown of the uploader's name: no folders, no control or markup characters. */
export function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\w.\- ]+/g, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 120)
    .trim();
  return cleaned === '' ? 'file' : cleaned;
}

const STORED_EXTENSIONS: Readonly<Record<(typeof UPLOAD_TYPES)[number], string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

export function toUploadedFile(record: UploadedFileRecord): UploadedFile {
  const { id, name, url, contentType, size } = record;
  return { id, name, url, contentType, size };
}

/** A file the organization (or, without one, the user) uploaded. */
export function ownUpload(
  id: number,
  organizationId: number | null,
  userId: number,
): UploadedFileRecord | undefined {
  return db.uploadedFiles.find(
    (file) =>
      file.id === id &&
      (organizationId === null ? file.userId === userId : file.organizationId === organizationId),
  );
}

/** POST api/file: jpg, png or pdf, 2 Mo at most; GET the bytes back from its url. */
export const uploadHandlers = [
  apiHttp.post('/api/file', async ({ request }) => {
    const auth = authorize(request);
    if (auth instanceof Response) return auth;
    const form = await readForm(request);
    if (form instanceof Response) return form;
    const file = form.get('file');
    if (file === null || typeof file === 'string' || file.size === 0) {
      return badRequest({ file: [VALIDATOR.required] });
    }
    const contentType = typeOf(file);
    if (!contentType) return badRequest({ file: [VALIDATOR.fileType] });
    if (file.size > MAX_UPLOAD_BYTES) return badRequest({ file: [VALIDATOR.fileSize] });
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A "pdf" that is really a script or a page is refused: the bytes must match the type.
    if (!startsLike(bytes, contentType)) return badRequest({ file: [VALIDATOR.fileType] });
    const organizationId = auth.organization?.id ?? null;
    const wait = uploadQuotaWait(organizationId, auth.user.id, bytes.length);
    if (wait !== null) return tooManyRequests(wait, UPLOAD_QUOTA);
    const id = nextId(db.uploadedFiles);
    const name = safeName(file.name);
    const key = crypto.randomUUID();
    const storedName = `${crypto.randomUUID()}.${STORED_EXTENSIONS[contentType]}`;
    fileStore().write(storedName, bytes);
    const record: UploadedFileRecord = {
      id,
      name,
      url: `/uploads/files/${id}/${key}/${encodeURIComponent(name)}`,
      contentType,
      size: bytes.length,
      organizationId,
      userId: auth.user.id,
      storedName,
      createdAt: now().toISOString(),
    };
    db.uploadedFiles.push(record);
    return HttpResponse.json(toUploadedFile(record), { status: 201 });
  }),

  apiHttp.get('/uploads/files/{id}/{key}/{name}', ({ request }) => {
    const path = new URL(request.url).pathname;
    const file = db.uploadedFiles.find((candidate) => path.endsWith(candidate.url));
    const bytes = file && fileStore().read(file.storedName);
    if (!file || !bytes) return notFound();
    // A plain Response: the document types the bytes as a binary string, which a body is not.
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `inline; filename="${file.name}"`,
      },
    });
  }),
];
