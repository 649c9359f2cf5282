/**
 * `local/no-hand-written-grid`: a CSS grid written by hand in a feature (`display: 'grid'`,
 * `gridTemplateColumns`, in sx, styled or style objects, system props or styled templates) is
 * reported, pointing at the kit's layouts, which give every page the same columns, gaps and
 * phone layout: FieldGrid / FieldRows for fields, Columns for other content side by side (a
 * page's two parts, a row of choice cards), the dashboard's CardGrid for cards in as many
 * columns as fit, and a Stack (`useFlexGap`) for one column. A grid the kit cannot express
 * stays, with the rule disabled on its line and the reason beside it. eslint.config.js sets the
 * severity per folder: an error in the features already cleared, a warning elsewhere.
 */
const GRID_KEYS = new Set(['gridTemplateColumns', 'gridTemplateAreas']);
const CSS_GRID = /(^|[;{\s])display\s*:\s*(inline-)?grid\b|grid-template-(columns|areas)\s*:/;

function keyName(key) {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

/** 'grid', or a responsive value holding it (`{ xs: 'block', md: 'grid' }`, `['block', 'grid']`). */
function isGridValue(node) {
  if (!node) return false;
  if (node.type === 'Literal') return node.value === 'grid' || node.value === 'inline-grid';
  if (node.type === 'ObjectExpression')
    return node.properties.some((p) => p.type === 'Property' && isGridValue(p.value));
  if (node.type === 'ArrayExpression') return node.elements.some(isGridValue);
  return false;
}

function isGridProperty(name, value) {
  return GRID_KEYS.has(name) || (name === 'display' && isGridValue(value));
}

export const noHandWrittenGrid = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        "Lay out with the kit's FieldGrid, FieldRows, Columns, CardGrid or a Stack, not a hand-written CSS grid.",
    },
    schema: [],
    messages: {
      handWritten:
        'A hand-written CSS grid: lay fields out with FieldGrid or FieldRows, other content side by side with Columns (from @/lib/ui) or the dashboard CardGrid; one column is a Stack with useFlexGap (extend the kit if it misses a layout).',
    },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'handWritten' });
    return {
      // One warning per style object, however many grid properties it sets.
      ObjectExpression(node) {
        const grid = node.properties.some(
          (p) => p.type === 'Property' && isGridProperty(keyName(p.key), p.value),
        );
        if (grid) report(node);
      },
      JSXOpeningElement(node) {
        const grid = node.attributes.some((attribute) => {
          if (attribute.type !== 'JSXAttribute' || attribute.name.type !== 'JSXIdentifier')
            return false;
          const value =
            attribute.value?.type === 'JSXExpressionContainer'
              ? attribute.value.expression
              : attribute.value;
          return isGridProperty(attribute.name.name, value);
        });
        if (grid) report(node);
      },
      TaggedTemplateExpression(node) {
        if (node.quasi.quasis.some((quasi) => CSS_GRID.test(quasi.value.raw))) report(node);
      },
    };
  },
};
