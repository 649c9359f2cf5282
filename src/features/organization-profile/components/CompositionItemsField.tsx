import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_COMPOSITION_ITEMS, type InvoiceCompositionItem } from '@/entities/organization';
import { FieldGrid, useBoundField } from '@/lib/ui';
import type { InvoiceSettingsFormValues } from '../model/invoiceSettings.schema';

/** The invoice composition items as a group of checkboxes, two columns from sm up. */
export function CompositionItemsField() {
  const { t } = useTranslation('organizations');
  const { field, errorText } = useBoundField<InvoiceSettingsFormValues>('compositionItems');
  const labelId = useId();
  const helperId = useId();
  const chosen: readonly InvoiceCompositionItem[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (item: InvoiceCompositionItem, on: boolean) =>
    field.onChange(
      INVOICE_COMPOSITION_ITEMS.filter((candidate) =>
        candidate === item ? on : chosen.includes(candidate),
      ),
    );
  return (
    <FormControl
      component="fieldset"
      error={Boolean(errorText)}
      disabled={field.disabled}
      aria-describedby={helperId}
      // A fieldset is min-content wide by default: it would push the card out of a phone's screen.
      sx={{ minWidth: 0 }}
    >
      <FormLabel component="legend" id={labelId}>
        {t('invoiceSettings.compositionItems')}
      </FormLabel>
      <FormHelperText id={helperId} sx={{ mx: 0 }}>
        {errorText ?? t('invoiceSettings.compositionHint')}
      </FormHelperText>
      <FormGroup>
        <FieldGrid rowGap={0}>
          {INVOICE_COMPOSITION_ITEMS.map((item) => (
            <FormControlLabel
              key={item}
              label={t(`invoiceSettings.items.${item}`)}
              control={
                <Checkbox
                  checked={chosen.includes(item)}
                  onChange={(event) => toggle(item, event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
          ))}
        </FieldGrid>
      </FormGroup>
    </FormControl>
  );
}
