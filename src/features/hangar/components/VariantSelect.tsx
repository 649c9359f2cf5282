import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { HangarVariant } from '../api/hangar.api';

interface VariantSelectProps {
  variants: readonly HangarVariant[];
  value: HangarVariant;
  onChange: (id: number) => void;
}

/** Which capacity product the screen shows: "Hangar · LFMN Nice Côte d'Azur". */
export function VariantSelect({ variants, value, onChange }: VariantSelectProps) {
  const { t } = useTranslation('hangar');
  return (
    <TextField
      select
      size="small"
      label={t('variant.label')}
      value={String(value.id)}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 280, maxWidth: '100%' }}
    >
      {variants.map((variant) => (
        <MenuItem key={variant.id} value={String(variant.id)}>
          {t('variant.option', {
            name: variant.name,
            typology: t(`typology.${variant.typology}`),
            icao: variant.airport.icao,
          })}
        </MenuItem>
      ))}
    </TextField>
  );
}
