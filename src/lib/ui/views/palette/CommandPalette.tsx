import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PALETTE_MIN_QUERY,
  usePaletteSearch,
  type PaletteOption,
  type PaletteSearchSource,
} from '../../controllers/palette/usePaletteSearch';
import { visuallyHidden } from '../visuallyHidden';
import { PaletteGroup } from './PaletteGroup';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  /** The pages one may open (translated labels), matched on the device as one types. */
  pages: readonly PaletteOption[];
  /** Server searches, each shown as a group under its label. */
  sources: readonly PaletteSearchSource[];
  onChoose: (option: PaletteOption) => void;
}

/** Case and accents aside: "facture" finds "Factures", "eleve" finds "Élevé". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * Ctrl+K's palette: one field and the list it drives (the ARIA combobox pattern: the focus stays
 * in the field, arrows move the active option, which the field names with aria-activedescendant
 * so a screen reader reads it; Enter opens it, Escape closes). Pages first, then each source's
 * results as they come. Knows no domain: the app gives the pages and the sources.
 */
export function CommandPalette({ open, onClose, pages, sources, onChoose }: CommandPaletteProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { query, groups } = usePaletteSearch(text, sources);
  // The field takes the focus as the dialog opens (the dialog's own focus would go to its frame).
  const focusWhenShown = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  const listId = useId();
  const titleId = useId();
  const matchingPages = useMemo(() => {
    const wanted = fold(query);
    return pages.filter((page) => fold(page.label).includes(wanted));
  }, [pages, query]);
  const options = useMemo(
    () => [...matchingPages, ...groups.flatMap((group) => group.options ?? [])],
    [matchingPages, groups],
  );
  const activeIndex = options.length === 0 ? -1 : Math.min(active, options.length - 1);
  const activeOption = options[activeIndex];
  const optionId = (option: PaletteOption) => `${listId}-${option.id}`;
  const searching =
    groups.some((group) => group.options === undefined) && query.length >= PALETTE_MIN_QUERY;

  const onKeyDown = (event: KeyboardEvent) => {
    if (options.length === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: (activeIndex + 1) % options.length,
      ArrowUp: (activeIndex - 1 + options.length) % options.length,
      Home: 0,
      End: options.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      onChoose(activeOption);
    }
  };
  const optionProps = (option: PaletteOption) => ({
    id: optionId(option),
    selected: option === activeOption,
    onChoose: () => onChoose(option),
    onHover: () => setActive(options.indexOf(option)),
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{
        transition: {
          onExited: () => {
            setText('');
            setActive(0);
          },
        },
      }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <Typography id={titleId} component="h2" style={visuallyHidden}>
        {t('palette.title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <SearchIcon aria-hidden color="action" />
        <InputBase
          inputRef={focusWhenShown}
          fullWidth
          value={text}
          placeholder={t('palette.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': t('palette.label'),
            'aria-expanded': options.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': activeOption ? optionId(activeOption) : undefined,
          }}
        />
      </Box>
      <Box
        role="listbox"
        id={listId}
        aria-label={t('palette.results')}
        sx={{ pb: 1, overflowY: 'auto', maxHeight: '60vh' }}
      >
        {matchingPages.length > 0 && (
          <PaletteGroup id={`${listId}-pages`} label={t('palette.pages')}>
            {matchingPages.map((page) => (
              <PaletteGroup.Option key={page.id} option={page} {...optionProps(page)} />
            ))}
          </PaletteGroup>
        )}
        {groups.map(
          ({ source, options: found }) =>
            found &&
            found.length > 0 && (
              <PaletteGroup key={source.id} id={`${listId}-${source.id}`} label={source.label}>
                {found.map((option) => (
                  <PaletteGroup.Option key={option.id} option={option} {...optionProps(option)} />
                ))}
              </PaletteGroup>
            ),
        )}
      </Box>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
        {searching
          ? t('palette.searching')
          : options.length === 0
            ? t('palette.noResult')
            : t('palette.count', { count: options.length })}
      </Typography>
    </Dialog>
  );
}
