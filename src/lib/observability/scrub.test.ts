import { describe, expect, it } from 'vitest';
import { FILTERED, scrubEvent } from './scrub';

describe('scrubEvent: tokens and cookies never reach Sentry', () => {
  const event = {
    message: 'POST api/token/refresh failed with {"refreshToken":"r-123"}',
    request: {
      url: 'http://localhost:3001/api/rights',
      cookies: { refreshToken: 'r-123' },
      headers: { Authorization: 'Bearer eyJ.abc.def', lang: 'en', Cookie: 'refreshToken=r-123' },
      data: { username: 'buyer@demo.aero', password: 'Aviation2026!', refreshToken: 'r-123' },
    },
    breadcrumbs: [
      { category: 'xhr', data: { url: 'api/login_check', body: '{"token":"t-456"}' } },
      { category: 'console', message: 'Authorization: Bearer t-456' },
    ],
    extra: { state: { session: { token: 't-456', user: { firstName: 'Ana' } } } },
  };

  const scrubbed = JSON.stringify(scrubEvent(event));

  it.each(['r-123', 't-456', 'eyJ.abc.def', 'Aviation2026!'])('removes %s', (secret) => {
    expect(scrubbed).not.toContain(secret);
  });

  it('keeps what helps debugging', () => {
    expect(scrubbed).toContain('buyer@demo.aero');
    expect(scrubbed).toContain('api/rights');
    expect(scrubbed).toContain('Ana');
    expect(scrubEvent(event).request.cookies).toBe(FILTERED);
  });

  it('does not modify the original event', () => {
    expect(event.request.headers.Authorization).toBe('Bearer eyJ.abc.def');
  });
});
