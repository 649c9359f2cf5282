import { describe, expect, it } from 'vitest';
import { enumValues } from './enumValues';

type Status = 'active' | 'inactive';

describe('enumValues', () => {
  it('gives back the list, its literal types kept', () => {
    const statuses = enumValues<Status>()(['active', 'inactive']);
    const exact: readonly ['active', 'inactive'] = statuses;
    expect(exact).toEqual(['active', 'inactive']);
  });

  it('refuses a list that forgets a member or names one the union lacks (type check)', () => {
    // @ts-expect-error 'inactive' is missing
    const partial = enumValues<Status>()(['active']);
    // @ts-expect-error 'archived' is not a status
    const extra = enumValues<Status>()(['active', 'inactive', 'archived']);
    expect([partial, extra]).toHaveLength(2);
  });
});
