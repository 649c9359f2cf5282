import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import type { PaletteOption } from '../../controllers/palette/usePaletteSearch';

/**
 * A labelled group of the palette's listbox (the pages, or one source's results), as the ARIA
 * practices' grouped listbox: the header is the group's first, presentational, item.
 */
export function PaletteGroup({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box component="ul" role="group" aria-labelledby={id} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      <Typography
        id={id}
        role="presentation"
        variant="overline"
        color="text.secondary"
        component="li"
        sx={{ px: 2, pt: 1, display: 'block' }}
      >
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** One option: chosen by a click, active under the pointer as under the arrows. */
function PaletteOptionRow({
  id,
  option,
  selected,
  onChoose,
  onHover,
}: {
  id: string;
  option: PaletteOption;
  selected: boolean;
  onChoose: () => void;
  onHover: () => void;
}) {
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = row.current;
    // The active option stays in view as the arrows move it (jsdom draws nothing: no scrolling).
    if (selected && element && 'scrollIntoView' in element) {
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [selected]);
  return (
    <Box
      ref={row}
      component="li"
      role="option"
      id={id}
      aria-selected={selected}
      onClick={onChoose}
      onPointerMove={onHover}
      // The field keeps the focus (the combobox pattern): a press must not take it.
      onMouseDown={(event) => event.preventDefault()}
      sx={{
        px: 2,
        py: 0.75,
        cursor: 'pointer',
        bgcolor: selected ? 'action.selected' : undefined,
      }}
    >
      <Typography variant="body2" noWrap>
        {option.label}
      </Typography>
      {option.detail && (
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {option.detail}
        </Typography>
      )}
    </Box>
  );
}

PaletteGroup.Option = PaletteOptionRow;
