import { describe, expect, it } from 'vitest';
import { organizationPaths } from './paths';
import routes from './routes';

describe('organization routes', () => {
  it('use the declared paths with the spec permission keys', () => {
    const permissionOf = (path: string) => routes.find((route) => route.path === path)?.permission;
    expect(permissionOf(organizationPaths.own.pattern)).toBe('ORGANIZATION_ACCOUNT_VIEW');
    expect(permissionOf(organizationPaths.edit.pattern)).toBe('OPERATOR_ORGANIZATION_EDIT');
    expect(permissionOf(organizationPaths.view.pattern)).toBe('OPERATOR_ORGANIZATION_VIEW');
    expect(permissionOf(organizationPaths.list.pattern)).toBe('OPERATOR_ORGANIZATION_VIEW');
  });
});
