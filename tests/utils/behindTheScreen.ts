import { env } from '@/lib/config/env';
import { demoLogin, type DemoRole } from './renderRoute';

/**
 * Another user's call to the demo API while the screen under test stays as it is (a seller
 * changing a service an operator has open): JSON in, JSON out, failing loudly on an error.
 */
export async function actAs<T>(
  role: DemoRole,
  organizationId: number,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const { token } = await demoLogin(role);
  const response = await fetch(new URL(path, env.apiUrl), {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      selectedOrganizationId: String(organizationId),
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} as ${role}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}
