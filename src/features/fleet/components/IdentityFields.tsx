import { useTranslation } from 'react-i18next';
import { fieldsFor, type SelectOption } from '@/lib/ui';

/** What an aircraft's and a helicopter's forms both hold: how it is identified, and its status. */
interface IdentityValues {
  registration: string;
  callSign: string;
  aoc: string;
  status: string;
}

const { TextField, SelectField } = fieldsFor<IdentityValues>();

/** Registration, call sign, AOC and status, the same on both forms; the statuses differ. */
export function IdentityFields({ statuses }: { statuses: readonly SelectOption[] }) {
  const { t } = useTranslation('fleet');
  return (
    <>
      <TextField
        name="registration"
        label={t('fields.registration')}
        helperText={t('aircraft.registrationHelp')}
        autoComplete="off"
        required
      />
      <TextField name="callSign" label={t('fields.callSign')} autoComplete="off" />
      <TextField name="aoc" label={t('fields.aoc')} autoComplete="off" />
      <SelectField name="status" label={t('fields.status')} options={statuses} required />
    </>
  );
}
