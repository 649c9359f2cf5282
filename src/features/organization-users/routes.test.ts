import { describe, expect, it } from 'vitest';
import { organizationUserPaths } from './paths';
import routes from './routes';

describe('organization user routes', () => {
  it('use the declared paths with the spec permission keys', () => {
    const permissionOf = (path: string) => routes.find((route) => route.path === path)?.permission;
    expect(permissionOf(organizationUserPaths.user.pattern)).toBe('ORGANIZATION_USER_VIEW');
    expect(permissionOf(organizationUserPaths.userEdit.pattern)).toBe('ORGANIZATION_USER_EDIT');
  });
});
