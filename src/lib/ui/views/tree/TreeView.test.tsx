import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TreeView } from './TreeView';

const NODES = [
  { id: 1, parentId: null, name: 'Transport' },
  { id: 2, parentId: 1, name: 'Helicopter' },
  { id: 3, parentId: null, name: 'Fuel' },
];

function tree(onMove = vi.fn()) {
  render(
    <TreeView
      label="Categories"
      nodes={NODES}
      renderLabel={(node) => node.name}
      onMove={onMove}
      topLabel="Drop here to make it a top category"
    />,
  );
  return onMove;
}

const item = (name: string) => screen.getByRole('treeitem', { name });

describe('TreeView', () => {
  it('reads each node after its parent, with its level', () => {
    tree();
    const items = screen.getAllByRole('treeitem');
    expect(items.map((i) => [i.textContent, i.getAttribute('aria-level')])).toEqual([
      ['Transport', '1'],
      ['Helicopter', '2'],
      ['Fuel', '1'],
    ]);
  });

  it('moves a dragged node under the one it is dropped on, or to the top', () => {
    const onMove = tree();
    fireEvent.dragStart(item('Fuel'), { dataTransfer: { setData: () => undefined } });
    fireEvent.dragOver(item('Helicopter'));
    fireEvent.drop(item('Helicopter'));
    expect(onMove).toHaveBeenLastCalledWith(3, 2);
    fireEvent.dragStart(item('Helicopter'), { dataTransfer: { setData: () => undefined } });
    const top = screen.getByText('Drop here to make it a top category');
    fireEvent.dragOver(top);
    fireEvent.drop(top);
    expect(onMove).toHaveBeenLastCalledWith(2, null);
  });

  it('never drops a node under itself or its descendants', () => {
    const onMove = tree();
    fireEvent.dragStart(item('Transport'), { dataTransfer: { setData: () => undefined } });
    fireEvent.drop(item('Helicopter'));
    fireEvent.drop(item('Transport'));
    expect(onMove).not.toHaveBeenCalled();
  });
});
