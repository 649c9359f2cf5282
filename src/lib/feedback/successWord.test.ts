import { describe, expect, it } from 'vitest';
import type { RequestMeta, SuccessWord } from '@/lib/http/types';
import { successUsesAlert, successWordFor } from './successWord';

describe('success wording (spec section 8)', () => {
  it.each<[string | undefined, RequestMeta | undefined, SuccessWord | null]>([
    ['post', undefined, 'added'],
    ['POST', {}, 'added'],
    ['patch', undefined, 'updated'],
    ['put', undefined, 'updated'],
    ['delete', undefined, 'deleted'],
    ['get', undefined, null],
    [undefined, undefined, null],
    ['get', { success: 'validated' }, null],
    ['patch', { success: 'validated' }, 'validated'],
    ['post', { success: 'claimed' }, 'claimed'],
    ['post', { success: 'sent' }, 'sent'],
    ['post', { success: false }, null],
    ['delete', { success: false }, null],
  ])('%s with %o says %s', (method, meta, word) => {
    expect(successWordFor(method, meta)).toBe(word);
  });

  it('opens the modal alert for a POST only, unless it asks for a toast', () => {
    expect(successUsesAlert('post', undefined)).toBe(true);
    expect(successUsesAlert('post', { forceToast: true })).toBe(false);
    expect(successUsesAlert('patch', undefined)).toBe(false);
    expect(successUsesAlert('delete', undefined)).toBe(false);
  });
});
