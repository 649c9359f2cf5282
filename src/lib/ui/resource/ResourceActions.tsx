import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { DeleteIcon, DuplicateIcon, EditIcon, VisibilityIcon } from '../icons';
import type { ResourceAction, ResourceDeleteAction } from './actions';

const ICONS: Record<ResourceAction<unknown>['kind'], ReactElement> = {
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
  /** Icons (list rows, named for screen readers) or labelled buttons (a show page's header). */
  variant?: 'icons' | 'buttons';
  /** Leave out some kinds (a show page does not link to itself). */
  exclude?: readonly ResourceAction<Row>['kind'][];
}

/** The actions the person may take on one record: the others are not shown (spec section 6). */
export function ResourceActions<Row>(props: ResourceActionsProps<Row>) {
  const { row, actions, itemLabel, onDelete, variant = 'icons', exclude = [] } = props;
  const { t } = useTranslation('ui');
  const can = useCan();
  const allowed = actions.filter(
    (action) =>
      can(action.permission) && !exclude.includes(action.kind) && (action.available?.(row) ?? true),
  );
  if (allowed.length === 0) return null;
  const item = itemLabel(row);

  return (
    <Box sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: variant === 'icons' ? 0 : 1 }}>
      {allowed.map((action) => {
        const named = t(`resource.actions.${action.kind}`, { item });
        const link = action.kind === 'delete' ? {} : { component: RouterLink, to: action.to(row) };
        const onClick = action.kind === 'delete' ? () => onDelete(row, action) : undefined;
        if (variant === 'icons') {
          return (
            <IconButton
              key={action.kind}
              aria-label={named}
              title={named}
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
            {action.kind === 'show' ? named : t(`resource.buttons.${action.kind}`)}
          </Button>
        );
      })}
    </Box>
  );
}
