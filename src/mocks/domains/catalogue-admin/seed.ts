import type { Db } from '../../db/types';
import { CATEGORY, type Texts } from '../shop';
import type { CategoryDetailsRecord, CategoryProductNameRecord } from './records';

const t = (en: string, fr: string): Texts => ({ en, fr });

const DESCRIPTIONS: Record<number, Texts> = {
  [CATEGORY.fuel]: t(
    'Jet fuel and avgas delivered to the aircraft.',
    'Carburéacteur et avgas livrés à l’avion.',
  ),
  [CATEGORY.hangarParking]: t(
    'Hangar space and aircraft parking.',
    'Hangars et stationnement des avions.',
  ),
  [CATEGORY.catering]: t(
    'Meals and drinks for crews and passengers.',
    'Repas et boissons pour équipages et passagers.',
  ),
};

/** Product names the sellers of a category pick from (ids fixed: the tests name them). */
export const PRODUCT_NAME = { jetA1: 1, avgas: 2, crewTray: 3 } as const;

/** Every seeded category's details (its meta title from its name), and a few product names. */
export function seedCatalogueAdmin({
  shopCategories = [],
}: Readonly<Partial<Db>>): Pick<Db, 'categoryDetails' | 'categoryProductNames'> {
  const categoryDetails: CategoryDetailsRecord[] = shopCategories.map((category) => ({
    categoryId: category.id,
    description: DESCRIPTIONS[category.id] ?? t('', ''),
    iconFileId: null,
    bannerFileId: null,
    metaTitle: t(`${category.name.en} at your airport`, `${category.name.fr} à votre aéroport`),
    metaDescription: DESCRIPTIONS[category.id] ?? t('', ''),
  }));
  const categoryProductNames: CategoryProductNameRecord[] = [
    { id: PRODUCT_NAME.jetA1, categoryId: CATEGORY.fuel, name: t('Jet A-1', 'Jet A-1') },
    { id: PRODUCT_NAME.avgas, categoryId: CATEGORY.fuel, name: t('Avgas 100LL', 'Avgas 100LL') },
    {
      id: PRODUCT_NAME.crewTray,
      categoryId: CATEGORY.catering,
      name: t('Crew tray', 'Plateau équipage'),
    },
  ];
  return { categoryDetails, categoryProductNames };
}
