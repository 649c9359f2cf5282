/**
 * Shared helpers of the operators' tests (airports, platform users): calls made in the platform's
 * organization, where the operators administer the marketplace. Not in ../../testing, which
 * imports no domain (the shared helpers and the domains import each other one way only).
 */
import { call, login } from '../../testing';
import { ORG } from './seed';

/** A call signed in as `email` in the platform's organization: what a member of it is answered. */
export async function platformCall(
  email: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const { token } = await login(email);
  return call(method, path, {
    token,
    organizationId: ORG.platform,
    ...(body !== undefined && { body }),
  });
}

/** platformCall() as the demo operator, who holds every OPERATOR_* right. */
export const operatorCall = (method: string, path: string, body?: unknown) =>
  platformCall('operator@demo.aero', method, path, body);
