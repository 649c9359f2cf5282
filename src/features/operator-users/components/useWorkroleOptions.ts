import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useOrganizationWorkrolesQuery } from '../api/operatorUsers.api';

/** The invitation form's workroles: those of the organization chosen above it (none before). */
export function useWorkroleOptions() {
  const organizationId: unknown = useWatch({ name: 'organizationId' });
  const { data } = useOrganizationWorkrolesQuery(
    typeof organizationId === 'number' ? organizationId : skipToken,
  );
  return useMemo(() => (data ?? []).map((w) => ({ value: w.id, label: w.name })), [data]);
}
