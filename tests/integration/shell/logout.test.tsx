import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { platformApi } from '@/lib/api/platform.api';
import { getRefreshToken, getSessionNonce } from '@/lib/auth/refreshCookie';
import { registerDraft, saveDrafts, takeDraft } from '@/lib/drafts';
import { PERSIST_KEY } from '@/lib/store/persist';
import { renderRoute } from '@tests/utils/renderRoute';
import { AUTH_SHAPES, answerAuthShape } from '@tests/utils/authShapes';

describe.each(AUTH_SHAPES)('logout, %s auth user', (shape) => {
  beforeEach(() => answerAuthShape(shape));

  it('clears the session, cookie, cache, drafts and session preferences and goes to login with the page as redirect', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/no/such/page?tab=2', { as: 'multi' });
    await screen.findByRole('heading', { name: /introuvable/ });
    expect(app.store.getState().preferences).toMatchObject({ language: 'fr', currency: 'CHF' });
    await app.store.dispatch(platformApi.endpoints.enumValues.initiate('MovementType'));
    expect(Object.keys(app.store.getState().api.queries)).toContain('enumValues("MovementType")');
    registerDraft('trip-form', () => ({ name: 'Paris' }))();
    saveDrafts();

    await user.click(screen.getByRole('button', { name: 'Menu du compte' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));

    await waitFor(() =>
      expect(`${app.location().pathname}${app.location().search}`).toBe(
        '/login?redirect=%2Fno%2Fsuch%2Fpage%3Ftab%3D2',
      ),
    );
    const state = app.store.getState();
    expect(state.session).toEqual({ token: null, user: null, nonce: null });
    expect(state.organization.selected).toBeNull();
    expect(state.preferences).toMatchObject({ language: 'en', currency: 'EUR' });
    expect(
      Object.keys(state.api.queries).filter((key) => !key.startsWith('publicConfiguration')),
    ).toEqual([]);
    expect(getRefreshToken()).toBeUndefined();
    expect(getSessionNonce()).toBeUndefined();
    expect(takeDraft('trip-form')).toBeUndefined();
    expect(localStorage.getItem(PERSIST_KEY)).not.toContain('multi@demo.aero');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
