import { describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '@/lib/api/files.types';
import type { FieldDeclaration } from './formDeclaration';
import { uploadedId, uploadNewFiles } from './formUploads';

const kept = { id: 3, name: 'old.pdf', url: '/files/3', size: 10, contentType: 'application/pdf' };
const stored = { ...kept, id: 9, name: 'new.pdf', url: '/files/9' };

function uploadForm() {
  const store = vi.fn<(file: File) => Promise<UploadedFile>>().mockResolvedValue(stored);
  const fields: FieldDeclaration[] = [
    { name: 'name', kind: 'text' },
    { name: 'terms', kind: 'upload', store },
    { name: 'annex', kind: 'upload', store },
  ];
  return { store, fields };
}

describe('a declared form’s upload fields', () => {
  it('stores each new file before the payload, keeping the files kept and the other values', async () => {
    const { store, fields } = uploadForm();
    const file = new File(['%PDF'], 'new.pdf', { type: 'application/pdf' });
    const values = { name: 'Winter', terms: file, annex: kept };
    const uploaded = await uploadNewFiles(fields, values);
    expect(store).toHaveBeenCalledTimes(1);
    expect(store).toHaveBeenCalledWith(file);
    expect(uploaded).toEqual({ name: 'Winter', terms: stored, annex: kept });
    expect(values.terms).toBe(file);
    expect(uploadedId(uploaded.terms)).toBe(9);
  });

  it('stores nothing without a new file, and gives no id without a file', async () => {
    const { store, fields } = uploadForm();
    const values = { name: 'Winter', terms: null, annex: kept };
    expect(await uploadNewFiles(fields, values)).toEqual(values);
    expect(store).not.toHaveBeenCalled();
    expect(uploadedId(null)).toBeNull();
    expect(uploadedId(kept)).toBe(3);
    expect(() => uploadedId(new File([], 'late.pdf'))).toThrow();
  });
});
