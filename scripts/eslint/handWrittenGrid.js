/**
 * `local/no-hand-written-grid`: a CSS grid written by hand in a feature (`display: 'grid'`,
 * `gridTemplateColumns`, in sx, styled or style objects, system props or styled templates) is
 * a warning pointing at the kit's FieldGrid / FieldRows, which give every form and detail the
 * same columns, gaps and phone layout. A grid the kit cannot express stays, with the warning
 * disabled on its line and the reason beside it.
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
      description: 'Lay out fields with FieldGrid / FieldRows, not a hand-written CSS grid.',
    },
    schema: [],
    messages: {
      handWritten:
        'A hand-written CSS grid: lay fields out with FieldGrid or FieldRows from @/lib/ui (extend them if they miss a layout).',
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
