import { describe, expect, it } from 'vitest';
import { SERVICE_TYPOLOGIES, serviceTabsOf } from '../../../entities/service/contract';
import { seedShop } from '../shop';
import { seedCatalogue, SERVICE } from './seed';

const { shopProducts } = seedShop();
const { services, catalogueAttributes } = seedCatalogue({ shopProducts });

describe('the catalogue seed', () => {
  it('gives every seeded product a service of its seller and typology, at its airport', () => {
    for (const product of shopProducts) {
      const service = services.find((s) => s.id === product.serviceId);
      expect(service, `product ${product.id}`).toMatchObject({
        sellerId: product.sellerId,
        typology: product.typology,
      });
      expect(service?.airportIds).toContain(product.airportId);
    }
  });

  it('has services of every seller typology, some awaiting validation, one refused', () => {
    const typologies = new Set(services.map((s) => s.typology));
    expect([...typologies].sort()).toEqual([...SERVICE_TYPOLOGIES].sort());
    const awaiting = services.filter((s) => s.validationState === 'awaiting_validation');
    expect(awaiting.map((s) => s.id).sort()).toEqual(
      [SERVICE.rivieraGpu, SERVICE.rivieraCrewMeals, SERVICE.azurGrandPrix].sort(),
    );
    // A pending change: products on sale and a draft.
    expect(shopProducts.some((p) => p.serviceId === SERVICE.rivieraGpu)).toBe(true);
    const refused = services.find((s) => s.id === SERVICE.lemanCoveredParking);
    expect(refused?.refusalReason).toMatch(/description/);
    expect(shopProducts.some((p) => p.priceSlices.length > 0)).toBe(true);
    expect(shopProducts.some((p) => p.slices?.count === 'places')).toBe(true);
  });

  it("gives several services filterable attributes' values, each of its categories' attributes", () => {
    const held = shopProducts.flatMap((product) =>
      product.attributeValues.map((value) => ({ product, value })),
    );
    for (const { product, value } of held) {
      const attribute = catalogueAttributes.find((a) => a.id === value.attributeId);
      expect(attribute, `product ${product.id}`).toBeDefined();
      expect(product.categoryIds.some((id) => attribute?.categoryIds.includes(id))).toBe(true);
      if (attribute?.type === 'boolean') expect(typeof value.value).toBe('boolean');
      if (attribute?.type === 'choice') {
        expect(attribute.values.map((v) => v.value)).toContain(value.value);
      }
    }
    const filterable = new Set(
      held
        .filter(
          ({ value }) => catalogueAttributes.find((a) => a.id === value.attributeId)?.filterable,
        )
        .map(({ product }) => product.serviceId),
    );
    expect(filterable.size).toBeGreaterThan(5);
  });

  it('is deterministic', () => {
    const shop = seedShop();
    expect(seedCatalogue(shop)).toEqual(seedCatalogue(seedShop()));
  });

  it('gives each typology its tabs', () => {
    expect(serviceTabsOf('hangar')).toEqual([
      'information',
      'pricing',
      'availability',
      'capacity',
      'airports',
    ]);
    expect(serviceTabsOf('mandatory_package')).toEqual([
      'information',
      'pricing',
      'availability',
      'airports',
      'packages',
    ]);
    expect(serviceTabsOf('fuel')).toEqual(['information', 'pricing', 'availability', 'airports']);
  });
});
