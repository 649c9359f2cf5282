/**
 * Slices a seller holds on one of its capacity products for a period (maintenance, a based
 * aircraft, a private use): they reduce the shop's availability as bookings do (shop/slices.ts).
 */
export interface HangarCustomEventRecord {
  id: number;
  createdAt: string;
  updatedAt: string;
  sellerId: number;
  /** The product (a variant is one sliced product of the seller at one airport). */
  variantId: number;
  name: string;
  reason: string | null;
  /** Sorted, distinct, within 1..the product's slices. */
  slices: number[];
  /** `YYYY-MM-DD`: the first and the last night held (inclusive). */
  startDate: string;
  endDate: string;
}

declare module '../../db/types' {
  interface Db {
    hangarCustomEvents: HangarCustomEventRecord[];
  }
}
