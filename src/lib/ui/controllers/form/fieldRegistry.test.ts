import { describe, expect, it } from 'vitest';
import { fieldRegistryOf } from './fieldRegistry';

describe('fieldRegistryOf', () => {
  it('keeps one registry per form control', () => {
    const control = {};
    expect(fieldRegistryOf(control)).toBe(fieldRegistryOf(control));
    expect(fieldRegistryOf({})).not.toBe(fieldRegistryOf(control));
  });

  it('knows a name while at least one field binds it', () => {
    const registry = fieldRegistryOf({});
    const first = registry.add('email');
    const second = registry.add('email');
    expect(registry.has('email')).toBe(true);
    first();
    expect(registry.has('email')).toBe(true);
    second();
    expect(registry.has('email')).toBe(false);
    expect(registry.has('other')).toBe(false);
  });
});
