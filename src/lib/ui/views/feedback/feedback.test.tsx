import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import Button from '@mui/material/Button';
import { takeKitBreaches } from '../../controllers/rules/kitBreaches';
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

  it.each([
    [
      'contained',
      [
        'EmptyState "No service yetAdd a service": a contained action while the page header has the primary one; make it outlined (UI.md)',
      ],
    ],
    ['outlined', []],
  ] as const)(
    'EmptyState with a %s action under a header holding the primary one: %j',
    (variant, expected) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(
        <>
          <PageHeader
            title="Services"
            actions={<Button variant="contained">Add a service</Button>}
          />
          <EmptyState
            message="No service yet"
            action={<Button variant={variant}>Add a service</Button>}
          />
        </>,
      );
      expect(takeKitBreaches()).toEqual(expected);
      error.mockRestore();
    },
  );

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
  it.each([
    ['one contained button and an outlined one', ['contained', 'outlined'], []],
    [
      'two contained buttons',
      ['contained', 'contained'],
      ['PageHeader "Trip T-12": 2 contained buttons, one primary action per page (UI.md)'],
    ],
  ] as const)('%s: %j', (_case, variants, expected) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageHeader
        title="Trip T-12"
        actions={variants.map((variant, index) => (
          <Button key={index} variant={variant}>
            Action {index}
          </Button>
        ))}
      />,
    );
    expect(takeKitBreaches()).toEqual(expected);
    error.mockRestore();
  });

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

  it('shows the state beside the title, the key facts in one line, and a menu of the rest', async () => {
    const user = userEvent.setup();
    const onArchive = vi.fn();
    render(
      <MemoryRouter>
        <PageHeader
          title="Geneva board visit"
          status={<span>Planned</span>}
          facts={['Multi-leg', '', 'F-HALP']}
          actions={<button>Edit</button>}
          menu={[
            { id: 'delete', label: 'Delete', onClick: vi.fn(), destructive: true },
            { id: 'archive', label: 'Archive', onClick: onArchive },
            { id: 'pdf', label: 'Export PDF', to: '/trips/12/pdf' },
          ]}
        />
      </MemoryRouter>,
    );
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Planned');
    expect(header).toHaveTextContent('Multi-leg · , F-HALP');
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    const items = screen.getAllByRole('menuitem');
    // The destructive action comes last, whatever its place in the list.
    expect(items.map((item) => item.textContent)).toEqual(['Archive', 'Export PDF', 'Delete']);
    expect(screen.getByRole('menuitem', { name: 'Export PDF' })).toHaveAttribute(
      'href',
      '/trips/12/pdf',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    expect(onArchive).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('has no menu button when the menu is empty, and names the tab with documentTitle', () => {
    render(
      <MemoryRouter>
        <PageHeader title={<span>Trip</span>} documentTitle="Trip T-12" menu={[]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    expect(document.title).toBe('Trip T-12 · AeroMarket');
  });
});
