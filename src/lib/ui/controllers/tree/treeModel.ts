/**
 * A tree given as rows with a parent (categories): its reading order with depths, and where a
 * node may move (never under itself nor one of its descendants). Pure: the kit's TreeView and
 * the features' "Move to…" dialogs read it.
 */
export interface TreeNode {
  id: number;
  parentId: number | null;
}

export interface TreeRow<N extends TreeNode> {
  node: N;
  /** 1 for a top node (aria-level). */
  level: number;
  hasChildren: boolean;
}

/** The nodes in reading order: each followed by its children, in the given order. */
export function treeRows<N extends TreeNode>(nodes: readonly N[]): TreeRow<N>[] {
  const ids = new Set(nodes.map((node) => node.id));
  const rows: TreeRow<N>[] = [];
  const visit = (parentId: number | null, level: number) => {
    for (const node of nodes) {
      // A node whose parent is unknown reads as a top node, so none is ever hidden.
      const parent = node.parentId !== null && ids.has(node.parentId) ? node.parentId : null;
      if (parent !== parentId) continue;
      rows.push({ node, level, hasChildren: nodes.some((n) => n.parentId === node.id) });
      visit(node.id, level + 1);
    }
  };
  visit(null, 1);
  return rows;
}

/** The node and every node below it. */
export function subtreeIds(nodes: readonly TreeNode[], id: number): Set<number> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of nodes) {
      if (node.parentId !== null && found.has(node.parentId) && !found.has(node.id)) {
        found.add(node.id);
        grew = true;
      }
    }
  }
  return found;
}

/** Whether `id` may move under `parentId` (null: the top): not itself, not below itself. */
export function canMoveUnder(nodes: readonly TreeNode[], id: number, parentId: number | null) {
  return parentId === null || !subtreeIds(nodes, id).has(parentId);
}
