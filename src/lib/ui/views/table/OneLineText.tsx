import Box from '@mui/material/Box';

/**
 * A cell's text on one line, cut with an ellipsis past `max`, whole in its tooltip (a table at
 * 1280 px has no room for a long name); on phones, where rows are cards, never cut.
 */
export function OneLineText({ text, max = '14rem' }: { text: string; max?: number | string }) {
  return (
    <Box
      component="span"
      title={text}
      sx={{
        display: 'block',
        maxWidth: { xs: 'none', sm: max },
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </Box>
  );
}
