import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { LegEvent } from '@/entities/trip';
import type { Gendec, GendecPayload } from '@/entities/trip';
import { useCan } from '@/lib/auth/useCan';
import { TRIP_ACTION_RIGHTS } from '@/entities/trip';
import { maxText } from '@/lib/validation';
import {
  CheckboxField,
  DetailList,
  Form,
  FormErrors,
  RecordGate,
  SubmitButton,
  TextField,
  useMutationForm,
} from '@/lib/ui';
import { AirportTime } from '@/lib/ui/views/time/AirportTime';
import { useGetGendecQuery, useSaveGendecMutation } from '../api/legs.api';
import { safeHref } from '../model/safeHref';

interface GendecFormValues {
  healthDeclaration: boolean;
  cargoDeclaration: string;
}

const gendecSchema = z.object({
  healthDeclaration: z.boolean(),
  cargoDeclaration: z.pipe(
    z.string().check(maxText('description')),
    z.transform((value: string) => (value.trim() === '' ? null : value.trim())),
  ),
});

function GendecForm({
  context,
  gendec,
  editable,
}: {
  context: LegEvent;
  gendec: Gendec;
  editable: boolean;
}) {
  const { t } = useTranslation('legs');
  const [saveGendec] = useSaveGendecMutation();
  const { form, submit, errors } = useMutationForm<GendecFormValues, GendecPayload>({
    schema: gendecSchema,
    defaultValues: {
      healthDeclaration: gendec.healthDeclaration,
      cargoDeclaration: gendec.cargoDeclaration ?? '',
    },
    mutation: (payload) =>
      saveGendec({ tripId: context.trip.id, legId: context.leg.id, gendec: payload }),
    // Saved: what was typed becomes the form's new starting point (nothing left unsaved).
    onSaved: (_saved, { form: saved }) => saved.reset(saved.getValues()),
  });
  const crew = gendec.crew.map((member) => `${member.firstName} ${member.lastName}`).join(', ');
  return (
    <>
      <DetailList
        items={[
          { label: t('gendec.aircraft'), value: gendec.aircraftRegistration },
          { label: t('gendec.route'), value: `${gendec.departureIcao} → ${gendec.arrivalIcao}` },
          {
            label: t('gendec.departure'),
            value: <AirportTime value={gendec.departureAt} timeZone={context.origin.timezone} />,
          },
          { label: t('gendec.crew'), value: crew },
          { label: t('gendec.passengers'), value: String(gendec.passengers.length) },
          {
            label: t('gendec.documents'),
            value: gendec.documents.map((document) => {
              const href = safeHref(document.url);
              return (
                <div key={document.id}>
                  {href ? (
                    <Link href={href} target="_blank" rel="noopener noreferrer">
                      {document.name}
                    </Link>
                  ) : (
                    document.name
                  )}
                </div>
              );
            }),
          },
          // Who may only read sees the declarations as text, not as a disabled form.
          ...(editable
            ? []
            : [
                {
                  label: t('gendec.health'),
                  value: gendec.healthDeclaration
                    ? t('gendec.healthDeclaration')
                    : t('gendec.healthNotDeclared'),
                },
                {
                  label: t('gendec.cargoDeclaration'),
                  value: gendec.cargoDeclaration || t('gendec.nothingToDeclare'),
                },
              ]),
        ]}
      />
      {!editable && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('gendec.readOnly')}
        </Typography>
      )}
      {editable && (
        <Form form={form} onSubmit={submit} aria-label={t('gendec.formLabel')}>
          <FormErrors messages={errors} />
          <Stack spacing={2} useFlexGap sx={{ mt: 2 }}>
            <CheckboxField<GendecFormValues>
              name="healthDeclaration"
              label={t('gendec.healthDeclaration')}
            />
            <TextField<GendecFormValues>
              name="cargoDeclaration"
              label={t('gendec.cargoDeclaration')}
              helperText={t('gendec.cargoHelp')}
              multiline
              minRows={2}
            />
            <div>
              <SubmitButton>{t('gendec.save')}</SubmitButton>
            </div>
          </Stack>
        </Form>
      )}
    </>
  );
}

/**
 * The leg's general declaration (gendec): who is on board, health and customs declarations. Read
 * with TRIP_GENDEC_VIEW, changed with TRIP_GENDEC_EDIT; nothing at all without the first.
 */
export function GendecSection({ context }: { context: LegEvent }) {
  const { t } = useTranslation('legs');
  const can = useCan();
  const readable = can(TRIP_ACTION_RIGHTS.viewGendec);
  const gendec = useGetGendecQuery(readable ? context.leg.id : skipToken);
  if (!readable) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="leg-gendec" sx={{ p: 2 }}>
      <Typography id="leg-gendec" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('gendec.title')}
      </Typography>
      <RecordGate record={gendec}>
        {(data) => (
          <GendecForm
            context={context}
            gendec={data}
            editable={can(TRIP_ACTION_RIGHTS.editGendec)}
          />
        )}
      </RecordGate>
    </Paper>
  );
}
