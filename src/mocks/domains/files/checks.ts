import type { UPLOAD_TYPES } from '../../../lib/api/files.types';
import { db, nowMs } from '../../db';

type UploadType = (typeof UPLOAD_TYPES)[number];

/** The first bytes every file of a type starts with (its "magic number"). */
const SIGNATURES: Readonly<Record<UploadType, readonly number[]>> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
};

/** Whether the content starts like a file of the declared type. */
export function startsLike(bytes: Uint8Array, type: UploadType): boolean {
  const signature = SIGNATURES[type];
  return signature.every((byte, at) => bytes[at] === byte);
}

/** What an organization (or a user acting for none) may upload in 24 hours. */
export const UPLOAD_QUOTA_BYTES = 50 * 1024 * 1024;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Seconds before `size` more bytes fit in the uploader's last 24 hours (on the demo clock), or
 * null when they fit now: the wait until enough of the oldest uploads leave the window.
 */
export function uploadQuotaWait(
  organizationId: number | null,
  userId: number,
  size: number,
): number | null {
  const since = nowMs() - DAY_MS;
  const recent = db.uploadedFiles
    .filter((file) =>
      organizationId === null
        ? file.organizationId === null && file.userId === userId
        : file.organizationId === organizationId,
    )
    .filter((file) => Date.parse(file.createdAt) > since)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  let used = recent.reduce((sum, file) => sum + file.size, 0);
  if (used + size <= UPLOAD_QUOTA_BYTES) return null;
  for (const file of recent) {
    used -= file.size;
    if (used + size <= UPLOAD_QUOTA_BYTES)
      return (Date.parse(file.createdAt) + DAY_MS - nowMs()) / 1000;
  }
  return DAY_MS / 1000;
}
