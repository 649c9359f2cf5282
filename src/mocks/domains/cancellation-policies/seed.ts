import type { CancellationCondition } from '../../../entities/quote/contract';
import type { Db } from '../../db/types';
import type { CancellationPolicyRecord } from './records';

type Rule = [CancellationCondition['rule'], number];

interface PolicySeed {
  id: number;
  organizationId: number;
  name: string;
  description: string;
  /** The customer's conditions; the seller's own cancellation never costs the buyer. */
  customer: Rule[];
  /** Category slugs it covers; none: the group default. */
  categories?: string[];
  status?: CancellationPolicyRecord['status'];
}

/**
 * Policies 1 to 10 are the sellers' former single policies (then on the shop's seller record),
 * now each seller's group default; 11 and up cover categories.
 */
const POLICIES: PolicySeed[] = [
  {
    id: 1,
    organizationId: 2,
    name: 'Moderate',
    description: 'Free until 2 days before; 50 % within 2 days; 100 % within 12 hours.',
    customer: [
      ['days_2', 50],
      ['hours_12', 100],
    ],
  },
  {
    id: 2,
    organizationId: 3,
    name: 'Strict',
    description: '50 % within 3 days; 100 % within 1 day.',
    customer: [
      ['days_3', 50],
      ['days_1', 100],
    ],
  },
  {
    id: 3,
    organizationId: 5,
    name: 'Moderate',
    description: '100 % within 1 day.',
    customer: [['days_1', 100]],
  },
  {
    id: 4,
    organizationId: 6,
    name: 'Flexible',
    description: 'Free until 12 hours before.',
    customer: [['hours_12', 30]],
  },
  {
    id: 5,
    organizationId: 7,
    name: 'Strict',
    description: '50 % within 7 days; 100 % within 2 days.',
    customer: [
      ['days_7', 50],
      ['days_2', 100],
    ],
  },
  {
    id: 6,
    organizationId: 8,
    name: 'Flexible',
    description: '100 % within 12 hours.',
    customer: [['hours_12', 100]],
  },
  {
    id: 7,
    organizationId: 14,
    name: 'Moderate',
    description: '50 % within 1 day.',
    customer: [['days_1', 50]],
  },
  {
    id: 8,
    organizationId: 17,
    name: 'Strict',
    description: '100 % within 2 days.',
    customer: [['days_2', 100]],
  },
  {
    id: 9,
    organizationId: 22,
    name: 'Moderate',
    description: '50 % within 10 days; 100 % within 1 day.',
    customer: [
      ['days_10', 50],
      ['days_1', 100],
    ],
  },
  {
    id: 10,
    organizationId: 20,
    name: 'Flexible',
    description: '100 % within 12 hours.',
    customer: [['hours_12', 100]],
  },
  {
    id: 11,
    organizationId: 2,
    name: 'Hangar and parking',
    description:
      'Space is held for you: 30 % within 7 days, 70 % within 2 days, 100 % within 12 hours; 50 % for a move within 12 hours.',
    customer: [
      ['days_7', 30],
      ['days_2', 70],
      ['hours_12', 100],
      ['changed_hours_12', 50],
    ],
    categories: ['hangar-parking'],
  },
  {
    id: 12,
    organizationId: 5,
    name: 'Catering',
    description: 'Prepared for you: 50 % within 2 days, 100 % within 12 hours.',
    customer: [
      ['days_2', 50],
      ['hours_12', 100],
    ],
    categories: ['catering'],
  },
  {
    id: 13,
    organizationId: 7,
    name: 'Winter hangar (draft)',
    description: '100 % within 10 days, from December to March.',
    customer: [['days_10', 100]],
    categories: ['hangar-parking'],
    status: 'inactive',
  },
];

function record(seed: PolicySeed, categoryIds: number[]): CancellationPolicyRecord {
  // Fixed dates keep the seed deterministic (a reset equals a fresh seed).
  const stamp = new Date(Date.UTC(2025, 2, 1 + seed.id, 9)).toISOString();
  return {
    id: seed.id,
    organizationId: seed.organizationId,
    name: seed.name,
    description: seed.description,
    status: seed.status ?? 'active',
    groupDefault: seed.categories === undefined,
    categoryIds,
    conditions: [
      ...seed.customer.map(([rule, priceRate]) => ({
        cancelledBy: 'customer' as const,
        rule,
        priceRate,
      })),
      { cancelledBy: 'seller', rule: 'always', priceRate: 0 },
    ],
    termsFileId: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** The sellers' policies, on the shop's categories (read by slug: their ids are the shop's). */
export function seedCancellationPolicies(
  seeded: Readonly<Partial<Db>>,
): Pick<Db, 'cancellationPolicies'> {
  const categories = seeded.shopCategories ?? [];
  const idOf = (slug: string) => categories.find((category) => category.slug === slug)?.id;
  return {
    cancellationPolicies: POLICIES.map((seed) =>
      record(
        seed,
        (seed.categories ?? []).flatMap((slug) => {
          const id = idOf(slug);
          return id === undefined ? [] : [id];
        }),
      ),
    ),
  };
}
