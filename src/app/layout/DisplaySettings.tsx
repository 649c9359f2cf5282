import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_DISPLAYS, MEASUREMENTS, SKINS } from '@/lib/config/constants';
import { currencyLabel } from '@/lib/format';
import {
  currencyChanged,
  currencyDisplayChanged,
  directionChanged,
  measurementChanged,
  selectPreferences,
  skinChanged,
} from '@/lib/preferences/preferencesSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useCurrencyChoices } from './useCurrencyChoices';

function ChoiceGroup<T extends string>(props: {
  label: string;
  value: T;
  values: readonly T[];
  text: (value: T) => string;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id}>{props.label}</FormLabel>
      <RadioGroup
        aria-labelledby={id}
        value={props.value}
        onChange={(event) => {
          const next = props.values.find((value) => value === event.target.value);
          if (next) props.onChange(next);
        }}
      >
        {props.values.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={props.text(value)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Currency, measurement, skin and direction preferences, in a side panel. */
export function DisplaySettings() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const preferences = useAppSelector(selectPreferences);
  const currencies = useCurrencyChoices(preferences.currency);
  const [open, setOpen] = useState(false);
  const currencyId = useId();
  return (
    <>
      <Tooltip title={t('preferences.title')}>
        <IconButton aria-label={t('preferences.title')} onClick={() => setOpen(true)}>
          <TuneIcon />
        </IconButton>
      </Tooltip>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box
          role="dialog"
          aria-label={t('preferences.title')}
          sx={{ width: { xs: 280, sm: 320 }, p: 3 }}
        >
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t('preferences.title')}
          </Typography>
          <Stack spacing={3}>
            <FormControl fullWidth>
              <InputLabel id={currencyId}>{t('preferences.currency')}</InputLabel>
              <Select
                labelId={currencyId}
                label={t('preferences.currency')}
                value={preferences.currency}
                onChange={(event) => dispatch(currencyChanged(event.target.value))}
              >
                {currencies.map((code) => (
                  <MenuItem key={code} value={code}>
                    {code} —{' '}
                    {currencyLabel(code, preferences.currencyDisplay, preferences.language)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <ChoiceGroup
              label={t('preferences.currencyDisplay')}
              value={preferences.currencyDisplay}
              values={CURRENCY_DISPLAYS}
              text={(value) => t(`preferences.currencyDisplays.${value}`)}
              onChange={(value) => dispatch(currencyDisplayChanged(value))}
            />
            <ChoiceGroup
              label={t('preferences.measurement')}
              value={preferences.measurement}
              values={MEASUREMENTS}
              text={(value) => t(`preferences.measurements.${value}`)}
              onChange={(value) => dispatch(measurementChanged(value))}
            />
            <ChoiceGroup
              label={t('preferences.skin')}
              value={preferences.skin}
              values={SKINS}
              text={(value) => t(`preferences.skins.${value}`)}
              onChange={(value) => dispatch(skinChanged(value))}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={preferences.direction === 'rtl'}
                  onChange={(event) =>
                    dispatch(directionChanged(event.target.checked ? 'rtl' : 'ltr'))
                  }
                />
              }
              label={t('preferences.rightToLeft')}
            />
          </Stack>
        </Box>
      </Drawer>
    </>
  );
}
