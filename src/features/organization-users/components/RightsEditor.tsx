import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Right } from '@/lib/auth/types';
import { StaticTable, useBoundField, type DataTableColumn } from '@/lib/ui';
import {
  hasRight,
  rightsMatrix,
  toggleRight,
  type Grantable,
  type RightsGroup,
  type RightsRow,
} from '../model/rights';

export interface RightsEditorProps {
  rights: readonly Right[];
  /** Absent: read-only (the boxes show, nothing changes). */
  onChange?: (rights: Right[]) => void;
  /** Names the editor (e.g. "Rights"). */
  label: string;
  errorText?: string;
  /** Read-only: only the subjects holding a right. */
  grantedOnly?: boolean;
  /** The rights the editor may give or take (they hold them); the others are shown, disabled. */
  grantable?: Grantable;
}

function GroupTable({
  group,
  rights,
  onChange,
  grantable,
}: {
  group: RightsGroup;
  rights: readonly Right[];
  onChange?: (rights: Right[]) => void;
  grantable?: Grantable;
}) {
  const { t } = useTranslation('orgUsers');
  const headingId = useId();
  const family = t(`rights.families.${group.family}`);
  const columns: DataTableColumn<RightsRow>[] = [
    {
      id: 'subject',
      header: t('rights.subject'),
      render: (row) => t(`rights.subjects.${row.subject}`),
      width: 140,
    },
    ...group.actions.map((action): DataTableColumn<RightsRow> => ({
      id: action,
      header: t(`rights.actions.${action}`),
      align: 'center',
      padding: 'checkbox',
      render: (row) =>
        row.actions.includes(action) && (
          <Checkbox
            size="small"
            checked={hasRight(rights, row.subject, action)}
            disabled={!onChange || grantable?.(row.subject, action) === false}
            onChange={(event) =>
              onChange?.(toggleRight(rights, row.subject, action, event.target.checked))
            }
            slotProps={{
              input: {
                'aria-label': t('rights.cell', {
                  subject: t(`rights.subjects.${row.subject}`),
                  action: t(`rights.actions.${action}`),
                }),
              },
            }}
          />
        ),
    })),
  ];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
        {family}
      </Typography>
      <StaticTable
        label={family}
        columns={columns}
        rows={group.rows}
        getRowId={(row) => row.subject}
        rowHeader="subject"
        framed={false}
      />
    </Box>
  );
}

/**
 * The rights matrix: subjects x actions grouped by family, one native checkbox per right (Tab
 * and Space work), never an operator right (spec section 6).
 */
export function RightsEditor({
  rights,
  onChange,
  label,
  errorText,
  grantedOnly,
  grantable,
}: RightsEditorProps) {
  const { t } = useTranslation('orgUsers');
  const matrix = useMemo(() => {
    const groups = rightsMatrix();
    if (!grantedOnly) return groups;
    return groups
      .map((group) => ({
        ...group,
        rows: group.rows.filter((row) =>
          row.actions.some((action) => hasRight(rights, row.subject, action)),
        ),
      }))
      .filter((group) => group.rows.length > 0);
  }, [grantedOnly, rights]);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {matrix.length === 0 && <Typography color="text.secondary">{t('users.noRight')}</Typography>}
      {matrix.map((group) => (
        <GroupTable
          key={group.family}
          group={group}
          rights={rights}
          onChange={onChange}
          grantable={grantable}
        />
      ))}
      {errorText && <FormHelperText error>{errorText}</FormHelperText>}
    </Box>
  );
}

/** The editor bound to a form's `rights` (server errors on `rights` land under it). */
export function RightsField({
  label,
  disabled,
  grantable,
}: {
  label: string;
  disabled?: boolean;
  grantable?: Grantable;
}) {
  const { field, errorText } = useBoundField<{ rights: Right[] }>('rights', disabled);
  return (
    <RightsEditor
      rights={Array.isArray(field.value) ? field.value : []}
      onChange={disabled ? undefined : field.onChange}
      label={label}
      errorText={errorText}
      grantable={grantable}
    />
  );
}
