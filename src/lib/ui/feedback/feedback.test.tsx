import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import { PageHeader } from './PageHeader';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('shared states', () => {
  it('EmptyState says there is nothing, with its own message', () => {
    render(<EmptyState message="No trip found" action={<button>Create a trip</button>} />);
    expect(screen.getByRole('status')).toHaveTextContent('No trip found');
    expect(screen.getByRole('button', { name: 'Create a trip' })).toBeInTheDocument();
  });

  it('EmptyState defaults to "No results", translated', async () => {
    await i18next.changeLanguage('fr');
    render(<EmptyState />);
    expect(screen.getByRole('status')).toHaveTextContent('Aucun résultat');
  });

  it('LoadingState is a labelled progressbar', () => {
    render(<LoadingState label="Loading trips" />);
    expect(screen.getByRole('progressbar', { name: 'Loading trips' })).toBeInTheDocument();
  });

  it('ErrorState alerts and retries', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('PageHeader', () => {
  it('shows the h1, the trail and the actions', () => {
    render(
      <MemoryRouter>
        <PageHeader
          title="Trip T-12"
          breadcrumbs={[{ label: 'Trips', to: '/trips' }, { label: 'Trip T-12' }]}
          actions={<button>Edit</button>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Trip T-12' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Trips' })).toHaveAttribute('href', '/trips');
    expect(within(trail).getByText('Trip T-12')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it.each([
    ['h1', 'Trip T-12 · AeroMarket'],
    ['h2', 'Before'],
  ] as const)('a %s header makes the tab title %s', (headingLevel, expected) => {
    document.title = 'Before';
    render(
      <MemoryRouter>
        <PageHeader title="Trip T-12" headingLevel={headingLevel} />
      </MemoryRouter>,
    );
    expect(document.title).toBe(expected);
  });
});
