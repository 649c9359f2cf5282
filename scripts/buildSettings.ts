import * as z from 'zod/mini';

/**
 * The `VITE_*` settings a production build bakes in (documented in .env.example and the README),
 * checked before it starts: a wrong or missing value fails the build with its name and the fix,
 * instead of shipping an app that talks to the demo API's localhost address.
 */
const flag = z.optional(z.enum(['true', 'false', '']));
const optionalUrl = z.optional(z.union([z.literal(''), z.url()]));

export const buildSettingsSchema = z.object({
  VITE_API_URL: z
    .url({
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'is required for a build: the marketplace API, e.g. VITE_API_URL=https://api.example.com/ (the demo API: VITE_API_URL=http://localhost:3001/)'
          : 'must be an absolute URL, e.g. https://api.example.com/',
    })
    .check(
      z.refine(
        // Only once it is a URL (zod 4 runs every check): one message per problem.
        (url) => !URL.canParse(url) || url.endsWith('/'),
        { error: 'must end with a slash (paths are resolved against it)' },
      ),
    ),
  VITE_DEMO_ACCOUNTS: flag,
  VITE_DEMO_MAILBOX: flag,
  VITE_PASSWORD_MIN_LENGTH: z.optional(z.enum(['8', '13', ''])),
  VITE_SENTRY_DSN: optionalUrl,
});

/** The problems of a build's settings, one line each (`VITE_X: what is wrong`); empty when fine. */
export function buildSettingsProblems(env: Record<string, string | undefined>): string[] {
  const result = buildSettingsSchema.safeParse(env);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** Throws, listing every problem, when the settings cannot make a build. */
export function checkBuildSettings(env: Record<string, string | undefined>): void {
  const problems = buildSettingsProblems(env);
  if (problems.length > 0) {
    throw new Error(
      `Invalid build settings (set them in the environment or in .env.production.local):\n  ${problems.join('\n  ')}`,
    );
  }
}
