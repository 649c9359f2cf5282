import Box from '@mui/material/Box';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import { useState, type DragEvent, type ReactNode } from 'react';
import { canMoveUnder, treeRows, type TreeNode } from '../../controllers/tree/treeModel';

export interface TreeViewProps<N extends TreeNode> {
  /** The tree's accessible name. */
  label: string;
  nodes: readonly N[];
  renderLabel: (node: N) => ReactNode;
  /** Beside each node (links, buttons: the keyboard's way to move one, "Move to…"). */
  renderActions?: (node: N) => ReactNode;
  /** Dropping a dragged node on another (or on the top zone: null) asks to move it there. */
  onMove?: (id: number, parentId: number | null) => void;
  /** The drop zone's words while a node is dragged ("Drop here to make it a top category"). */
  topLabel?: string;
}

/**
 * A tree read top to bottom (role tree, each node a treeitem with its level), indented. With
 * `onMove`, a node drags onto another to move under it, or onto the top zone; a drop never goes
 * under the node itself or its descendants. Dragging is the mouse's way: give the keyboard its
 * own ("Move to…" in `renderActions`).
 */
export function TreeView<N extends TreeNode>(props: TreeViewProps<N>) {
  const { label, nodes, renderLabel, renderActions, onMove, topLabel } = props;
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | 'top' | null>(null);
  const allowed = (parentId: number | null) =>
    dragged !== null && canMoveUnder(nodes, dragged, parentId);
  const dropOn = (parentId: number | null) => ({
    onDragOver: (event: DragEvent) => {
      if (!allowed(parentId)) return;
      event.preventDefault();
      setOver(parentId ?? 'top');
    },
    onDragLeave: () => setOver(null),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null && allowed(parentId)) onMove?.(dragged, parentId);
      setDragged(null);
      setOver(null);
    },
  });
  return (
    <Box>
      {onMove && dragged !== null && (
        <Box
          data-testid="tree-top-drop"
          {...dropOn(null)}
          sx={{
            p: 1.5,
            mb: 1,
            border: 1,
            borderStyle: 'dashed',
            borderColor: over === 'top' ? 'primary.main' : 'divider',
            color: 'text.secondary',
          }}
        >
          {topLabel}
        </Box>
      )}
      <Box component="ul" role="tree" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {treeRows(nodes).map(({ node, level, hasChildren }) => (
          <Box
            component="li"
            role="treeitem"
            aria-level={level}
            aria-expanded={hasChildren ? true : undefined}
            key={node.id}
            draggable={Boolean(onMove)}
            onDragStart={(event: DragEvent) => {
              event.dataTransfer.setData('text/plain', String(node.id));
              setDragged(node.id);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            {...(onMove ? dropOn(node.id) : {})}
            sx={{
              display: 'flex',
              alignItems: 'center',
              // On a phone the actions go under the label rather than squeeze it to a word a line.
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
              columnGap: 1,
              py: 0.75,
              pr: 1,
              pl: 1 + (level - 1) * 3,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: over === node.id ? 'action.selected' : undefined,
              opacity: dragged === node.id ? 0.5 : 1,
            }}
          >
            {onMove && (
              <DragIndicatorOutlined fontSize="small" color="action" sx={{ cursor: 'grab' }} />
            )}
            <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>{renderLabel(node)}</Box>
            {renderActions && (
              <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, ml: 'auto' }}>
                {renderActions(node)}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
