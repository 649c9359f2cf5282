import { applicableRow, flightKindOf, rowPriceFor } from '../../../entities/service/contract';
import { db } from '../../db';
import { airportById } from '../airports';
import { sellerFuelRows } from '../fuel';
import { pricedFor } from '../price-lists';
import type { ShopContext } from './access';
import type { ShopProductRecord } from './records';

/**
 * A fuel product priced by its seller's price rows (DECISIONS.md "Capacity and fuel"): the row
 * of its airport and fuel that applies on the event's day (UTC) gives the price for the flight's
 * kind (commercial or private), its fees (as the per-litre ecotax) and its VAT, per litre as the
 * shop's fuel prices are (the buyer's screen shows them per USG in imperial). A client's
 * negotiated price still applies on top, as on any price. Without a row, the product's price.
 * The search, the product's page and the checkout all price through here, so what the buyer
 * saw is what the checkout compares.
 */
export function pricedAtEvent(product: ShopProductRecord, context: ShopContext): ShopProductRecord {
  if (product.typology !== 'fuel' || product.fuelType === null) return product;
  const icao = airportById(product.airportId)?.icao;
  const raw = db.shopProducts.find((candidate) => candidate.id === product.id);
  if (icao === undefined || !raw) return product;
  const row = applicableRow(sellerFuelRows(product.sellerId), {
    icao,
    fuelType: product.fuelType,
    date: context.event.scheduledAt.slice(0, 10),
  });
  if (!row) return product;
  const mission = 'flightMission' in context.step ? context.step.flightMission : 'private';
  const price = rowPriceFor(row, flightKindOf(mission), 'L');
  const boarded = {
    ...raw,
    unitPrice: price.unitPrice,
    ecotax: price.fees,
    vatRate: price.vatRate,
  };
  return pricedFor(boarded, context.auth.organization.id);
}
