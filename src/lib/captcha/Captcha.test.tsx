import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Captcha, DEMO_CAPTCHA_TOKEN } from './Captcha';

function Harness({ onToken }: { onToken: (token: string | null) => void }) {
  const [token, setToken] = useState<string | null>(null);
  return (
    <Captcha
      siteKey=""
      value={token}
      onChange={(next) => {
        setToken(next);
        onToken(next);
      }}
    />
  );
}

beforeAll(async () => {
  await i18next.loadNamespaces('captcha');
});

describe('Captcha without a site key', () => {
  it('is a keyboard-reachable demo check yielding the demo token, and null once unchecked', async () => {
    const user = userEvent.setup();
    const tokens: (string | null)[] = [];
    render(<Harness onToken={(token) => tokens.push(token)} />);
    const box = screen.getByRole('checkbox', { name: 'I am not a robot' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(box);
    expect(tokens).toEqual([DEMO_CAPTCHA_TOKEN, null]);
  });

  it('shows its error', () => {
    render(<Captcha siteKey="" value={null} onChange={() => undefined} error="Required" />);
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toHaveAccessibleDescription(
      'Required',
    );
  });
});
