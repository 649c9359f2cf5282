// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canMoveUnder, subtreeIds, treeRows } from './treeModel';

const NODES = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: null },
  { id: 5, parentId: 99 },
];

describe('treeRows', () => {
  it('reads each node after its parent, with its level; an orphan reads as a top node', () => {
    expect(treeRows(NODES).map((row) => [row.node.id, row.level, row.hasChildren])).toEqual([
      [1, 1, true],
      [2, 2, true],
      [3, 3, false],
      [4, 1, false],
      [5, 1, false],
    ]);
  });
});

describe('moves', () => {
  it('finds a node’s subtree', () => {
    expect([...subtreeIds(NODES, 1)].sort()).toEqual([1, 2, 3]);
  });

  it.each([
    [1, null, true],
    [1, 4, true],
    [3, 1, true],
    [1, 1, false],
    [1, 3, false],
    [2, 3, false],
  ])('moves %s under %s: %s', (id, parentId, allowed) => {
    expect(canMoveUnder(NODES, id, parentId)).toBe(allowed);
  });
});
