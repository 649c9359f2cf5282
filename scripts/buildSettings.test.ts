import { describe, expect, it } from 'vitest';
import { buildSettingsProblems, checkBuildSettings } from './buildSettings';

const API = 'https://api.example.com/';

describe('build settings', () => {
  it.each([
    [{ VITE_API_URL: API }, []],
    [
      { VITE_API_URL: 'http://localhost:3101/', VITE_DEMO_MAILBOX: 'true', VITE_SENTRY_DSN: '' },
      [],
    ],
    [{}, [expect.stringMatching(/^VITE_API_URL: is required for a build/)]],
    [{ VITE_API_URL: '' }, [expect.stringMatching(/^VITE_API_URL: is required for a build/)]],
    [
      { VITE_API_URL: 'api.example.com' },
      ['VITE_API_URL: must be an absolute URL, e.g. https://api.example.com/'],
    ],
    [
      { VITE_API_URL: 'https://api.example.com' },
      ['VITE_API_URL: must end with a slash (paths are resolved against it)'],
    ],
    [
      { VITE_API_URL: API, VITE_PASSWORD_MIN_LENGTH: '10' },
      [expect.stringMatching(/^VITE_PASSWORD_MIN_LENGTH: /)],
    ],
    [
      { VITE_API_URL: API, VITE_DEMO_MAILBOX: 'yes' },
      [expect.stringMatching(/^VITE_DEMO_MAILBOX: /)],
    ],
    [
      { VITE_API_URL: API, VITE_SENTRY_DSN: 'not a dsn' },
      [expect.stringMatching(/^VITE_SENTRY_DSN: /)],
    ],
  ])('%j -> %j', (env, problems) => {
    expect(buildSettingsProblems(env)).toEqual(problems);
  });

  it('fails with every problem named', () => {
    expect(() => checkBuildSettings({ VITE_PASSWORD_MIN_LENGTH: '10' })).toThrow(
      /Invalid build settings[\s\S]*VITE_API_URL: is required[\s\S]*VITE_PASSWORD_MIN_LENGTH/,
    );
    expect(() => checkBuildSettings({ VITE_API_URL: API })).not.toThrow();
  });
});
