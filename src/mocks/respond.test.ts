import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDemoApi } from './db';
import { ORG } from './domains/organizations';
import { call, login } from './testing';

beforeEach(() => resetDemoApi());

describe('requests the demo API refuses before any handler', () => {
  it.each(['uploads/avatars/%zz', 'api/trip/%E0%A4%A', 'api/trip?searchQuery=%E0%A4%A'])(
    'answers 400, not 500, to the malformed percent-encoding of %s',
    async (path) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { token } = await login('buyer@demo.aero');
      const response = await call('GET', path, { token, organizationId: ORG.alpine });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 400, message: 'errors.invalid_request' });
      expect(log).not.toHaveBeenCalled();
      log.mockRestore();
    },
  );
});

describe('numberOfItemsPerPage', () => {
  it('answers 400 above 100 instead of a shorter page', async () => {
    const { token } = await login('buyer@demo.aero');
    const at = (n: number) =>
      call('GET', `api/trip?numberOfItemsPerPage=${n}`, { token, organizationId: ORG.alpine });
    expect((await at(100)).status).toBe(200);
    const over = await at(101);
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({
      errors: { numberOfItemsPerPage: ['validator.quantity_between|{"min":1,"max":100}'] },
    });
  });
});
