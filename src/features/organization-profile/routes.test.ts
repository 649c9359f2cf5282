import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import routes from './routes';

describe('organization routes', () => {
  it('use the declared paths (literals in the startup chunk) with the spec permission keys', () => {
    const permissionOf = (path: string) => routes.find((route) => route.path === path)?.permission;
    expect(permissionOf(paths.organization.own.pattern)).toBe('ORGANIZATION_ACCOUNT_VIEW');
    expect(permissionOf(paths.organization.edit.pattern)).toBe('OPERATOR_ORGANIZATION_EDIT');
    expect(permissionOf(paths.organization.view.pattern)).toBe('OPERATOR_ORGANIZATION_VIEW');
    expect(permissionOf(paths.organization.list.pattern)).toBe('OPERATOR_ORGANIZATION_VIEW');
  });
});
