import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { contributions } from '@/lib/contributions/contributions';
import { CommandPalette, type PaletteOption, type PaletteSearchSource } from '@/lib/ui';
import { menuOf } from '../../menu';
import { useAppRoutes } from '../useAppRoutes';

/** 'fleet:menu.crews' -> 'fleet'; a key without a namespace is common's. */
const namespaceOf = (key: string) => (key.includes(':') ? (key.split(':')[0] ?? '') : 'common');

/**
 * The palette with the app's content: the menu's pages the user may open (the same table and
 * rights as the menu) and the features' search sources the user has every right of. A source
 * without the right is never queried.
 */
export default function AppPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const can = useCan();
  const routes = useAppRoutes();
  const navigate = useNavigate();
  const entries = useMemo(() => menuOf(can, routes).flatMap((group) => group.items), [can, routes]);
  const allowedSources = useMemo(
    () => contributions().paletteSources.filter((source) => source.permissions.every(can)),
    [can],
  );
  const namespaces = useMemo(() => {
    const keys = [...entries.map((e) => e.menu.labelKey), ...allowedSources.map((s) => s.labelKey)];
    return [...new Set(['common', ...keys.map(namespaceOf)])];
  }, [entries, allowedSources]);
  const { t, ready } = useTranslation(namespaces);
  const pages = useMemo(
    (): PaletteOption[] =>
      entries.map(({ path, menu }) => {
        const search = menu.search ? `?${menu.search.replace(/^\?/, '')}` : '';
        return { id: `page${path}${search}`, label: t(menu.labelKey), to: `${path}${search}` };
      }),
    [entries, t],
  );
  const sources = useMemo(
    (): PaletteSearchSource[] =>
      allowedSources.map((source) => ({
        id: source.id,
        label: t(source.labelKey),
        search: async (text, signal) => (await source.search()).default(text, signal),
      })),
    [allowedSources, t],
  );
  // Labels wait for their namespaces: the palette opens once it can name everything.
  if (!ready) return null;
  return (
    <CommandPalette
      open={open}
      onClose={onClose}
      pages={pages}
      sources={sources}
      onChoose={(option) => {
        onClose();
        void navigate(option.to);
      }}
    />
  );
}
