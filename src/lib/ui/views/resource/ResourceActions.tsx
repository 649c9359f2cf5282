import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { OverflowMenu, type OverflowMenuItem } from '../feedback/OverflowMenu';
import { DeleteIcon, DuplicateIcon, EditIcon, VisibilityIcon } from '../icons';
import {
  type ResourceAction,
  type ResourceDeleteAction,
  type ResourceDialogAction,
  type ResourceLinkAction,
  type ResourceOtherLinkAction,
} from '../../controllers/resource/actions';

type StandardKind = (ResourceLinkAction<unknown> | ResourceDeleteAction<unknown>)['kind'];

const ICONS: Record<StandardKind, ReactElement> = {
  show: <VisibilityIcon fontSize="small" />,
  edit: <EditIcon fontSize="small" />,
  duplicate: <DuplicateIcon fontSize="small" />,
  delete: <DeleteIcon fontSize="small" />,
};

export interface ResourceActionsProps<Row> {
  row: Row;
  actions: readonly ResourceAction<Row>[];
  /** Names the record in the accessible labels: "Edit Ada Lovelace". */
  itemLabel: (row: Row) => string;
  onDelete: (row: Row, action: ResourceDeleteAction<Row>) => void;
  /**
   * Icons (list rows, named for screen readers), labelled buttons, or a detail page's header:
   * Edit (and custom actions) as buttons, the others in one "⋯" menu with Delete last, apart.
   */
  variant?: 'icons' | 'buttons' | 'header';
  /** With 'header': the page's own items, added to the "⋯" menu before the record's actions. */
  menu?: readonly OverflowMenuItem[];
  /** Leave out some kinds (a show page does not link to itself). */
  exclude?: readonly ResourceAction<Row>['kind'][];
}

/** More than this many actions in a list row go into one "⋯" menu (never stacked icons). */
export const MAX_ROW_ICONS = 2;

/**
 * The actions the person may take on one record: the others are not shown (spec section 6).
 * In a list row, one or two icons; more go into one "⋯" menu (custom ones stay beside it).
 */
export function ResourceActions<Row>(props: ResourceActionsProps<Row>) {
  const { row, actions, itemLabel, onDelete, variant = 'icons', exclude = [], menu = [] } = props;
  const { t } = useTranslation('ui');
  const can = useCan();
  const [openDialog, setOpenDialog] = useState<ResourceDialogAction<Row> | null>(null);
  const allowed = actions.filter(
    (action) =>
      can(action.permission) && !exclude.includes(action.kind) && (action.available?.(row) ?? true),
  );
  if (allowed.length === 0 && menu.length === 0) return null;
  type MenuAction = Exclude<ResourceAction<Row>, { kind: 'custom' }>;
  const item = itemLabel(row);
  const inMenu = allowed.filter((action) => action.kind !== 'custom');
  const folded = variant === 'icons' && inMenu.length > MAX_ROW_ICONS;
  const header = variant === 'header';
  const primary = (action: ResourceAction<Row>) =>
    action.kind === 'edit' || action.kind === 'custom';
  const secondary = (action: ResourceAction<Row>): action is MenuAction => !primary(action);

  const menuItem = (action: MenuAction): OverflowMenuItem => {
    switch (action.kind) {
      case 'link':
        return { id: action.id, label: action.label(row), icon: action.icon, to: action.to(row) };
      case 'dialog':
        return {
          id: action.id,
          label: action.label(row),
          icon: action.icon,
          destructive: action.destructive,
          onClick: () => setOpenDialog(action),
        };
      case 'delete':
        return {
          id: action.kind,
          label: t('resource.buttons.delete'),
          icon: ICONS.delete,
          destructive: true,
          onClick: () => onDelete(row, action),
        };
      default:
        return {
          id: action.kind,
          label: t(`resource.buttons.${action.kind}`),
          icon: ICONS[action.kind],
          to: action.to(row),
        };
    }
  };

  const named = (action: ResourceOtherLinkAction<Row> | ResourceDialogAction<Row>) => {
    const label = action.label(row);
    const link = action.kind === 'link' ? { component: RouterLink, to: action.to(row) } : {};
    const onClick = action.kind === 'dialog' ? () => setOpenDialog(action) : undefined;
    const color = action.kind === 'dialog' && action.destructive ? 'error' : 'primary';
    if (variant === 'icons' && action.icon) {
      return (
        <IconButton
          key={action.id}
          size="small"
          aria-label={label}
          title={label}
          onClick={onClick}
          {...link}
        >
          {action.icon}
        </IconButton>
      );
    }
    return (
      <Button
        key={action.id}
        size={variant === 'icons' ? 'small' : 'medium'}
        variant={variant === 'icons' ? 'text' : 'outlined'}
        color={color}
        startIcon={variant === 'buttons' ? action.icon : undefined}
        onClick={onClick}
        {...link}
      >
        {label}
      </Button>
    );
  };

  const standard = (action: ResourceLinkAction<Row> | ResourceDeleteAction<Row>) => {
    const label = t(`resource.actions.${action.kind}`, { item });
    const link = action.kind === 'delete' ? {} : { component: RouterLink, to: action.to(row) };
    const onClick = action.kind === 'delete' ? () => onDelete(row, action) : undefined;
    if (variant === 'icons') {
      return (
        <IconButton
          key={action.kind}
          size="small"
          aria-label={label}
          title={label}
          onClick={onClick}
          {...link}
        >
          {ICONS[action.kind]}
        </IconButton>
      );
    }
    return (
      <Button
        key={action.kind}
        variant={action.kind === 'edit' ? 'contained' : 'outlined'}
        color={action.kind === 'delete' ? 'error' : 'primary'}
        startIcon={ICONS[action.kind]}
        onClick={onClick}
        {...link}
      >
        {action.kind === 'show' ? label : t(`resource.buttons.${action.kind}`)}
      </Button>
    );
  };

  const render = (action: ResourceAction<Row>): ReactNode => {
    if (action.kind === 'custom') return <Box key={action.id}>{action.render(row)}</Box>;
    if (action.kind === 'link' || action.kind === 'dialog') return named(action);
    return standard(action);
  };

  return (
    <Box
      sx={{
        display: 'inline-flex',
        flexWrap: variant === 'icons' ? 'nowrap' : 'wrap',
        alignItems: 'center',
        gap: variant === 'icons' ? 0.5 : 1,
      }}
    >
      {header ? (
        <>
          {allowed.filter(primary).map(render)}
          <OverflowMenu items={[...menu, ...allowed.filter(secondary).map(menuItem)]} />
        </>
      ) : folded ? (
        <>
          {allowed.filter((action) => action.kind === 'custom').map(render)}
          <OverflowMenu
            size="small"
            label={t('resource.actions.menu', { item })}
            items={inMenu.map(menuItem)}
          />
        </>
      ) : (
        allowed.map(render)
      )}
      {openDialog?.dialog(row, () => setOpenDialog(null))}
    </Box>
  );
}
