import { describe, expect, it } from 'vitest';
import { enumFilter, listPageTexts, searchFilter } from './listTexts';

const t = (key: string) => `<${key}>`;

describe('list page helpers', () => {
  it('reads the page texts at the conventional keys of the prefix', () => {
    expect(listPageTexts(t, 'tab')).toEqual({
      title: '<tab.title>',
      tableLabel: '<tab.tableLabel>',
      emptyMessage: '<tab.empty>',
      emptyFilteredMessage: '<tab.emptyFiltered>',
    });
  });

  it('labels the search filter at the conventional keys', () => {
    expect(searchFilter('search', t)).toEqual({
      kind: 'search',
      key: 'search',
      label: '<list.searchLabel>',
      placeholder: '<list.searchPlaceholder>',
    });
  });

  it('offers every value of an enum, in order, with its label', () => {
    expect(enumFilter('side', 'Side', ['buyer', 'seller'], (v) => v.toUpperCase())).toEqual({
      kind: 'select',
      key: 'side',
      label: 'Side',
      options: [
        { value: 'buyer', label: 'BUYER' },
        { value: 'seller', label: 'SELLER' },
      ],
    });
  });
});
