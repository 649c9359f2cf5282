import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import routes from './routes';

describe('organization user routes', () => {
  it('use the declared paths with the spec permission keys', () => {
    const permissionOf = (path: string) => routes.find((route) => route.path === path)?.permission;
    expect(permissionOf(paths.organization.user.pattern)).toBe('ORGANIZATION_USER_VIEW');
    expect(permissionOf(paths.organization.userEdit.pattern)).toBe('ORGANIZATION_USER_EDIT');
  });
});
