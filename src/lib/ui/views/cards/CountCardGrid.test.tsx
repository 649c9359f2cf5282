import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CountCard } from './CountCard';
import { CountCardGrid, type GridCard } from './CountCardGrid';

/** A card whose count the test sets: undefined while it loads. */
function countCard(id: string, words: string, initial?: number): GridCard {
  function Card() {
    const [count, setCount] = useState(initial);
    return (
      <>
        <CountCard
          state={
            count === undefined
              ? { status: 'loading' }
              : {
                  status: 'ready',
                  count,
                  to: `/${id}`,
                  text:
                    count === 0 ? (
                      `No ${words}`
                    ) : (
                      <>
                        <strong>{count}</strong> {words}
                      </>
                    ),
                }
          }
        />
        <button type="button" onClick={() => setCount(2)}>
          count {id}
        </button>
      </>
    );
  }
  return { id, component: Card };
}

function renderGrid(cards: GridCard[]) {
  render(
    <MemoryRouter>
      <CountCardGrid cards={cards} />
    </MemoryRouter>,
  );
}

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('CountCard', () => {
  it('is one link named by its sentence, with nothing interactive inside', () => {
    renderGrid([countCard('quotes', 'quotations to validate', 3)]);
    const link = screen.getByRole('link', { name: '3 quotations to validate' });
    expect(link).toHaveAttribute('href', '/quotes');
    // The arrow is decoration: no second name, no nested control, one tab stop.
    expect(within(link).queryAllByRole('link')).toHaveLength(0);
    expect(within(link).queryAllByRole('button')).toHaveLength(0);
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the keyboard focus as a whole', async () => {
    const user = userEvent.setup();
    renderGrid([countCard('quotes', 'quotations to validate', 3)]);
    await user.tab();
    expect(screen.getByRole('link', { name: '3 quotations to validate' })).toHaveFocus();
  });
});

describe('CountCardGrid', () => {
  it('puts the cards with nothing to do after the others, each group in its declared order', () => {
    renderGrid([
      countCard('a', 'claims to answer', 0),
      countCard('b', 'orders to plan', 4),
      countCard('c', 'invoices to send', 0),
      countCard('d', 'requests to price', 1),
    ]);
    expect(linkNames()).toEqual([
      '4 orders to plan',
      '1 requests to price',
      'No claims to answer',
      'No invoices to send',
    ]);
    // Receding is not hiding: the empty cards stay links to their lists.
    expect(screen.getByRole('link', { name: 'No claims to answer' })).toHaveAttribute('href', '/a');
  });

  it('keeps the declared order while a count is on its way, then sorts once', async () => {
    const user = userEvent.setup();
    renderGrid([countCard('a', 'claims to answer', 0), countCard('b', 'orders to plan')]);
    expect(screen.getByRole('status', { name: 'Counting…' })).toBeInTheDocument();
    expect(linkNames()).toEqual(['No claims to answer']);
    await user.click(screen.getByRole('button', { name: 'count b' }));
    expect(linkNames()).toEqual(['2 orders to plan', 'No claims to answer']);
  });

  it('moves a card that gets work to do ahead of the empty ones', async () => {
    const user = userEvent.setup();
    renderGrid([countCard('a', 'claims to answer', 0), countCard('b', 'orders to plan', 0)]);
    expect(linkNames()).toEqual(['No claims to answer', 'No orders to plan']);
    await user.click(screen.getByRole('button', { name: 'count b' }));
    expect(linkNames()).toEqual(['2 orders to plan', 'No claims to answer']);
  });
});
