import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { Right } from '@/lib/auth/types';
import { ConfirmDialog, ResourceFormPage, fieldsFor } from '@/lib/ui';
import { organizationUserPaths } from '../paths';
import {
  useGetOrganizationUserQuery,
  useListWorkrolesQuery,
  useUpdateOrganizationUserMutation,
} from '../api/users.api';
import type { OrganizationUser, OrganizationWorkrole } from '@/entities/organization';
import { RightsField } from '../components/RightsEditor';
import { fullName, useGrantable, workroleOptions } from '../components/userDisplay';
import { useUserPageContext } from '../components/useUserPageContext';
import { rightsSchema, workroleId as workroleIdRule } from '../model/invite.schema';
import { asksBeforeApplying, rightsAfterWorkroleChange, withinReach } from '../model/rights';

interface UserEditValues {
  workroleId: number | null;
  rights: Right[];
}

const userEditSchema = z.object({
  workroleId: workroleIdRule,
  rights: rightsSchema,
});
type UserEditOutput = z.output<typeof userEditSchema>;

const { SelectField } = fieldsFor<UserEditValues>();

function toValues(user: OrganizationUser): UserEditValues {
  return { workroleId: user.workrole?.id ?? null, rights: user.rights };
}

/**
 * The workrole select and the rights matrix. Choosing another workrole asks whether to apply
 * its rights or keep the current ones: an existing user keeps them unless told (spec section 6).
 */
function UserEditFields({
  user,
  workroles,
  operator,
}: {
  user: OrganizationUser;
  workroles: readonly OrganizationWorkrole[] | undefined;
  operator: boolean;
}) {
  const { t } = useTranslation('orgUsers');
  const grantable = useGrantable(operator);
  const { getValues, setValue, watch } = useFormContext<UserEditValues>();
  const [asking, setAsking] = useState<OrganizationWorkrole | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  // Only a person's choice asks (type 'change'); a reload of the record resets silently.
  useEffect(() => {
    const subscription = watch((values, { name, type }) => {
      if (name !== 'workroleId' || type !== 'change') return;
      const workrole = workroles?.find((w) => w.id === values.workroleId);
      if (workrole && asksBeforeApplying(getValues('rights'), workrole, true)) {
        setAsking(workrole);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, workroles, getValues]);

  const decide = (choice: 'apply' | 'keep') => {
    if (!asking) return;
    const current = getValues('rights');
    const wanted = rightsAfterWorkroleChange(current, asking, { existingUser: true, choice });
    // What the editor does not hold stays as it is: the API refuses giving or taking it.
    const rights = withinReach(current, wanted, grantable);
    setValue('rights', rights, { shouldDirty: true });
    setOutcome(choice === 'apply' ? t('edit.applied', { workrole: asking.name }) : t('edit.kept'));
    setAsking(null);
  };

  return (
    <>
      <SelectField
        name="workroleId"
        label={t('fields.workrole')}
        options={workroleOptions(workroles)}
        required
        helperText={outcome ?? t('users.keepsRights')}
      />
      <RightsField label={t('fields.rights')} grantable={grantable} />
      <ConfirmDialog
        open={asking !== null}
        title={t('edit.applyTitle', { workrole: asking?.name ?? '' })}
        message={t('edit.applyMessage', { name: fullName(user) })}
        confirmLabel={t('edit.apply')}
        cancelLabel={t('edit.keep')}
        onConfirm={() => decide('apply')}
        onClose={() => decide('keep')}
      />
    </>
  );
}

/** /organization/:organizationId/user-edit/:organizationUserId [ORGANIZATION_USER_EDIT]. */
export default function OrganizationUserEditPage() {
  const { t } = useTranslation('orgUsers');
  const { key, listCrumb, operator } = useUserPageContext();
  const record = useGetOrganizationUserQuery(key ?? skipToken);
  const workroles = useListWorkrolesQuery(key ? { organizationId: key.organizationId } : skipToken);
  const [updateUser] = useUpdateOrganizationUserMutation();
  const name = record.data ? fullName(record.data) : '…';
  const title = t('users.editTitle', { name });
  const save = (payload: UserEditOutput) =>
    updateUser({ ...(key ?? { organizationId: 0, organizationUserId: 0 }), ...payload });
  const showPath = key ? organizationUserPaths.user(key) : (listCrumb.to ?? '/');

  return (
    <ResourceFormPage<
      UserEditValues,
      UserEditOutput,
      OrganizationUser,
      UserEditOutput,
      OrganizationUser
    >
      mode="edit"
      title={title}
      breadcrumbs={[
        listCrumb,
        ...(record.data ? [{ label: fullName(record.data), to: showPath }] : []),
        { label: title },
      ]}
      record={record}
      defaultValues={{ workroleId: null, rights: [] }}
      toValues={toValues}
      toPayload={(values) => values}
      resolver={zodResolver(userEditSchema)}
      create={save}
      update={save}
      redirectTo={(saved) =>
        organizationUserPaths.user({
          organizationId: saved.organizationId,
          organizationUserId: saved.id,
        })
      }
      cancelTo={showPath}
      draftKey={`organization-user:${key?.organizationUserId ?? 'none'}`}
    >
      {record.data && (
        <UserEditFields user={record.data} workroles={workroles.data?.items} operator={operator} />
      )}
    </ResourceFormPage>
  );
}
