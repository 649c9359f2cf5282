import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Columns } from './Columns';

describe('Columns', () => {
  it('lays its content out in the columns it is given, 16 px apart unless told', () => {
    render(
      <Columns columns="1fr 2fr" aria-label="Contact">
        <p>Details</p>
        <p>Form</p>
      </Columns>,
    );
    const columns = screen.getByLabelText('Contact');
    expect(columns).toHaveStyle({ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: '16px' });
    expect(columns).toHaveTextContent('DetailsForm');
  });

  it('takes a row gap and a column gap of their own', () => {
    render(
      <Columns columns="1fr 1fr" columnGap={3} rowGap={0} alignItems="start" role="group">
        <p>Departure</p>
      </Columns>,
    );
    expect(screen.getByRole('group')).toHaveStyle({
      rowGap: '0px',
      columnGap: '24px',
      alignItems: 'start',
    });
  });

  it('as a list of choices, is a list without bullets, padding or margins', () => {
    render(
      <Columns columns="repeat(3, 1fr)" component="ul" aria-label="Offers">
        <li>Basic</li>
        <li>Premium</li>
      </Columns>,
    );
    const list = screen.getByRole('list', { name: 'Offers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveStyle({ listStyle: 'none', padding: '0px', margin: '0px' });
  });
});
