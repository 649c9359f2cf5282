/**
 * The cancellation policy: its contract and its calls (api/cancellation-policy). Imported only
 * through this index (or ./contract in the demo API).
 */
export * from './contract';
export {
  cancellationPoliciesApi,
  cancellationPolicyQuery,
  useCreateCancellationPolicyMutation,
  useDeleteCancellationPolicyMutation,
  useGetCancellationPolicyQuery,
  useListCancellationPoliciesQuery,
  useUpdateCancellationPolicyMutation,
  type CancellationPolicyFilter,
} from './cancellationPolicies.api';
