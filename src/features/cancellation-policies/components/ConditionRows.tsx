import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_POLICY_LIMITS } from '../model/cancellationPolicy.types';
import { FieldRows, fieldsFor, useFieldError } from '@/lib/ui';
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
    <FieldRows
      legend={t('fields.conditions')}
      rows={fields}
      rowLabel={(index) => t('form.condition', { index: index + 1 })}
      removeLabel={(index) => t('form.removeCondition', { index: index + 1 })}
      onRemove={remove}
      columns={{ xs: '1fr', sm: '2fr 3fr 1fr auto' }}
      framedOnPhone
      error={listError}
      add={{
        label: t('form.addCondition'),
        onClick: () => append({ ...EMPTY_CONDITION }),
        disabled: fields.length >= CANCELLATION_POLICY_LIMITS.conditions,
      }}
    >
      {(index) => (
        <>
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
        </>
      )}
    </FieldRows>
  );
}
