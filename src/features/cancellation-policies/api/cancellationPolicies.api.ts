import { resourceApi } from '@/lib/api/resourceApi';
import type {
  CancellationPolicy,
  CancellationPolicyPayload,
} from '../model/cancellationPolicy.types';
import { policies } from '../resource';

// Filtered by a search and the status as it is. A create invalidates the whole list: setting a
// group default unsets the previous one.
export const policiesApi = resourceApi<
  CancellationPolicy,
  CancellationPolicyPayload,
  'search' | 'status'
>(policies, { query: { search: 'search' } });
