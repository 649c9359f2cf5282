import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_POLICY_LIMITS } from '@/entities/cancellation-policy';
import { fieldsFor, useFieldError } from '@/lib/ui';
import { EMPTY_CONDITION, type PolicyFormValues } from '../model/policy.schema';
import { usePolicyOptions } from './policyDisplay';

const { SelectField, NumberField } = fieldsFor<PolicyFormValues>();

/** The policy's conditions, one row each (who cancels, when, what rate), added and removed. */
export function ConditionRows() {
  const { t } = useTranslation('cancellationPolicies');
  const options = usePolicyOptions();
  const { fields, append, remove } = useFieldArray<PolicyFormValues, 'conditions'>({
    name: 'conditions',
  });
  const { errors } = useFormState<PolicyFormValues>({ name: 'conditions' });
  // The list's own error (none, too many): on the array, or its root once rows exist.
  const listError = useFieldError(
    errors.conditions?.root ??
      (typeof errors.conditions?.message === 'string' ? errors.conditions : undefined),
    'conditions',
  );
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {t('fields.conditions')}
      </Typography>
      {listError && (
        <Typography role="alert" color="error" variant="body2">
          {listError}
        </Typography>
      )}
      {fields.map((row, index) => (
        <Box
          key={row.id}
          role="group"
          aria-label={t('form.condition', { index: index + 1 })}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: '2fr 3fr 1fr auto' },
            // On a phone the three fields stack: a frame says which condition the bin removes.
            border: { xs: 1, sm: 0 },
            borderColor: 'divider',
            borderRadius: 2,
            p: { xs: 1.5, sm: 0 },
          }}
        >
          <SelectField
            name={`conditions.${index}.cancelledBy`}
            label={t('fields.cancelledBy')}
            options={options.parties}
            required
          />
          <SelectField
            name={`conditions.${index}.rule`}
            label={t('fields.rule')}
            options={options.rules}
            required
          />
          <NumberField
            name={`conditions.${index}.priceRate`}
            label={t('fields.priceRate')}
            unit="%"
            required
          />
          <IconButton
            // Centred on the 56 px fields beside it; at the end of its frame on a phone.
            sx={{ mt: { sm: 1 }, justifySelf: { xs: 'end', sm: 'auto' } }}
            aria-label={t('form.removeCondition', { index: index + 1 })}
            onClick={() => remove(index)}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <div>
        <Button
          disabled={fields.length >= CANCELLATION_POLICY_LIMITS.conditions}
          onClick={() => append({ ...EMPTY_CONDITION })}
        >
          {t('form.addCondition')}
        </Button>
      </div>
    </Stack>
  );
}
