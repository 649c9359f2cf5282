// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeHref } from './safeHref';

describe('safeHref', () => {
  it.each([
    ['https://docs.example.com/gendec.pdf', 'https://docs.example.com/gendec.pdf'],
    ['http://localhost:3001/files/1', 'http://localhost:3001/files/1'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['/relative/path', null],
    ['', null],
  ])('%s -> %s', (value, expected) => {
    expect(safeHref(value)).toBe(expected);
  });
});
