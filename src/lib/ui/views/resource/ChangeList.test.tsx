import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangeList } from './ChangeList';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

/** The description (dd) that follows a term (dt) of the list. */
function valueOf(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

describe('ChangeList', () => {
  it('strikes the old value through and marks the new one, each said in words', () => {
    render(
      <ChangeList
        rows={[
          { label: 'Unit price', before: '€28.00', after: '€35.00' },
          { label: 'Slices', before: <b>18 slices</b>, after: <b>1,000 slices</b> },
        ]}
      />,
    );
    const price = valueOf('Unit price');
    const old = price.querySelector('del');
    const next = price.querySelector('ins');
    expect(old).toHaveTextContent('was €28.00');
    expect(next).toHaveTextContent('now €35.00');
    // Read in order, as a screen reader does: the old value, then the new.
    expect(price).toHaveTextContent(/was €28\.00.*now €35\.00/);
    expect(within(valueOf('Slices')).getByText('1,000 slices').closest('ins')).not.toBeNull();
  });

  it('says "Not provided" for a value that was or is now empty', () => {
    render(
      <ChangeList
        rows={[
          { label: 'Maximum quantity', before: null, after: '12' },
          { label: 'Description (French)', before: 'Plat chaud', after: '' },
        ]}
      />,
    );
    expect(valueOf('Maximum quantity').querySelector('del')).toHaveTextContent('was Not provided');
    expect(valueOf('Description (French)').querySelector('ins')).toHaveTextContent(
      'now Not provided',
    );
  });

  it('speaks the interface’s language', async () => {
    await i18next.changeLanguage('fr');
    render(<ChangeList rows={[{ label: 'Prix unitaire', before: '28,00 €', after: '35,00 €' }]} />);
    const price = valueOf('Prix unitaire');
    expect(price.querySelector('del')).toHaveTextContent('avant 28,00 €');
    expect(price.querySelector('ins')).toHaveTextContent('désormais 35,00 €');
  });

  it('lists nothing without rows', () => {
    const { container } = render(<ChangeList rows={[]} />);
    expect(container.querySelector('dl')).toBeEmptyDOMElement();
  });
});
