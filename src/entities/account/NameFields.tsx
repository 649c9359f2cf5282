import { TextField } from '@/lib/ui';

export interface NameFieldsProps {
  /** Each field's label, already translated. */
  label: (field: 'firstName' | 'lastName') => string;
}

/** A person's first and last names, required, with their browser autofill hints. */
export function NameFields({ label }: NameFieldsProps) {
  return (
    <>
      <TextField name="firstName" label={label('firstName')} autoComplete="given-name" required />
      <TextField name="lastName" label={label('lastName')} autoComplete="family-name" required />
    </>
  );
}
