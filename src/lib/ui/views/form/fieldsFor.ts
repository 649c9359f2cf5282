/**
 * The bound fields typed for one form's values, so that a misspelled name fails the type check:
 *
 *   // model/crewForm.ts (or the page module), once:
 *   const { TextField, SelectField } = fieldsFor<CrewFormValues>();
 *   // in the page:
 *   <TextField name="firstName" label={t('crew.firstName')} required />
 *   <TextField name="firstNme" … />   // error: not a path of CrewFormValues
 *
 * The same components, only their type parameter fixed (instantiation expressions): no wrapper,
 * no runtime cost. A single field may also be written `<TextField<CrewFormValues> name="…" />`.
 * DateTimeField is not here (it brings the date pickers): `DateTimeField<CrewFormValues>`.
 */
import type { FieldValues } from 'react-hook-form';
import { AutocompleteField } from './AutocompleteField';
import { DateField } from './DateField';
import { FileField } from './FileField';
import { MoneyField } from './MoneyField';
import { MultiLanguageTextField } from './MultiLanguageTextField';
import { NumberField } from './NumberField';
import { PasswordField } from './PasswordField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';
import { UnitNumberField } from './UnitNumberField';

export function fieldsFor<T extends FieldValues>() {
  return {
    TextField: TextField<T>,
    NumberField: NumberField<T>,
    MoneyField: MoneyField<T>,
    UnitNumberField: UnitNumberField<T>,
    SelectField: SelectField<T>,
    AutocompleteField: AutocompleteField<T>,
    DateField: DateField<T>,
    MultiLanguageTextField: MultiLanguageTextField<T>,
    FileField: FileField<T>,
    PasswordField: PasswordField<T>,
  };
}
