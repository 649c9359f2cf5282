import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaletteSearchSource } from '../../controllers/palette/usePaletteSearch';
import { CommandPalette } from './CommandPalette';

const PAGES = [
  { id: 'home', label: 'Home', to: '/' },
  { id: 'trips', label: 'Trips', to: '/trips' },
  { id: 'invoices', label: 'Invoices', to: '/invoices' },
  { id: 'price-lists', label: 'Price lists', to: '/price-lists' },
];

/** A search whose answers the test hands out, in the order it chooses. */
function controlledSource() {
  const calls = new Map<string, (labels: string[]) => void>();
  const source: PaletteSearchSource = {
    id: 'trips',
    label: 'Trips found',
    // Ignores the abort signal on purpose: a server may answer an aborted call all the same.
    search: (text) =>
      new Promise((resolve) => {
        calls.set(text, (labels) =>
          resolve(labels.map((label) => ({ label, to: `/trip/${label}` }))),
        );
      }),
  };
  const answer = (text: string, labels: string[]) => {
    const resolve = calls.get(text);
    if (!resolve) throw new Error(`no search for "${text}"`);
    resolve(labels);
  };
  return { source, calls, answer };
}

function renderPalette(sources: PaletteSearchSource[] = []) {
  const onChoose = vi.fn();
  const onClose = vi.fn();
  render(
    <CommandPalette open onClose={onClose} pages={PAGES} sources={sources} onChoose={onChoose} />,
  );
  return { onChoose, onClose, field: screen.getByRole('combobox', { name: /search a page/i }) };
}

describe('CommandPalette', () => {
  it('moves through the options with the arrows, names the active one, opens it with Enter', async () => {
    const user = userEvent.setup();
    const { onChoose, field } = renderPalette();
    expect(field).toHaveFocus();
    await user.type(field, 'i');
    // Every label with an "i", in the given order; Home has none.
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Trips', 'Invoices', 'Price lists']);
    const active = () => document.getElementById(field.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Trips');
    expect(screen.getByRole('option', { name: 'Trips' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Price lists');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Trips');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Price lists');
    expect(screen.getByRole('option', { name: 'Trips' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ to: '/price-lists' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
  });

  it('matches labels with case and accents aside, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { field } = renderPalette();
    await user.type(field, 'PRICE');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Price lists']);
    await user.clear(field);
    await user.type(field, 'zzz');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPalette();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('searches once typing pauses, and an older answer arriving late never replaces the newer', async () => {
    const user = userEvent.setup();
    const { source, calls, answer } = controlledSource();
    const search = vi.spyOn(source, 'search');
    const { field, onChoose } = renderPalette([source]);
    await user.type(field, 'r');
    await user.type(field, 'iv');
    // Typed in one go: one search, for the whole text, not one per key.
    await waitFor(() => expect(calls.has('riv')).toBe(true));
    expect(search).toHaveBeenCalledTimes(1);
    await user.type(field, 'i');
    await waitFor(() => expect(calls.has('rivi')).toBe(true));
    answer('rivi', ['Riviera weekend']);
    const found = await screen.findByRole('group', { name: 'Trips found' });
    expect(within(found).getByRole('option')).toHaveTextContent('Riviera weekend');
    // The answer to "riv" comes last: it is dropped.
    answer('riv', ['Rivoli old trip']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('option', { name: 'Rivoli old trip' })).not.toBeInTheDocument();
    expect(within(found).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ to: '/trip/Riviera weekend' }));
  });

  it('shows a source only for the query it answered', async () => {
    const user = userEvent.setup();
    const { source, calls, answer } = controlledSource();
    const { field } = renderPalette([source]);
    await user.type(field, 'nice');
    await waitFor(() => expect(calls.has('nice')).toBe(true));
    answer('nice', ['Nice trip']);
    expect(await screen.findByRole('option', { name: 'Nice trip' })).toBeInTheDocument();
    await user.type(field, 'r');
    // "nicer" has no answer yet: the answer to "nice" is not shown for it.
    expect(screen.queryByRole('option', { name: 'Nice trip' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  });
});
