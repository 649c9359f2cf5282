import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { db } from '../../db';
import { pdfSafe } from '../trips';
import type { FuelCertificate } from './records';

const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 50;

const litres = (value: number) => `${value.toLocaleString('en')} L`;
const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** Every field of a certificate as printed: a label and its value. */
function printedRows(c: FuelCertificate): [string, string][] {
  return [
    ['Certificate number', c.certificateNumber],
    ['Order', c.quoteReference],
    ['Into-plane provider', c.provider],
    ['Seller', c.seller.name],
    ['Client', c.client.name],
    ['Registration', c.registration ?? '-'],
    ['Fuel', c.productName || c.fuelType],
    ['Truck', c.truckNumber],
    ['Fuelling start', utc(c.fuelingStartAt)],
    ['Fuelling end', utc(c.fuelingEndAt)],
    ['Gross volume', litres(c.grossLitres)],
    ['Density at 15 °C', `${c.density15} kg/m³`],
    ['Fuel temperature', `${c.temperatureC} °C`],
    ['Correction factor (ASTM D1250 54B)', c.volumeCorrectionFactor.toFixed(4)],
    ['Net volume at 15 °C', litres(c.netLitres15)],
    ['Tax relevant', c.taxRelevant ? 'Yes' : 'No'],
    ['Payment', c.paymentType],
    ['Invoice', c.invoiceNumber ?? '-'],
  ];
}

/** A one-page A4 certificate: its title, then a label and a value per line. */
export async function fuelCertificatePdf(certificate: FuelCertificate): Promise<Uint8Array> {
  const title = `Fuel certificate ${certificate.certificateNumber}`;
  const document = await PDFDocument.create();
  document.setTitle(pdfSafe(title));
  document.setProducer('AeroMarket demo API');
  document.setCreationDate(new Date(0));
  const page = document.addPage([WIDTH, HEIGHT]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const color = rgb(0.1, 0.1, 0.15);
  let y = HEIGHT - MARGIN - 10;
  page.drawText(pdfSafe(title), { x: MARGIN, y, size: 18, font: bold, color });
  y -= 36;
  for (const [label, value] of printedRows(certificate)) {
    page.drawText(pdfSafe(label), { x: MARGIN, y, size: 10, font: bold, color });
    page.drawText(pdfSafe(value).slice(0, 70), { x: MARGIN + 210, y, size: 10, font, color });
    y -= 20;
  }
  return document.save();
}

/** The order a certificate or an order id names, if the organization is its buyer or seller. */
export function sideOrder(id: number | null, organizationId: number | undefined) {
  return db.quotes.find(
    (q) =>
      q.id === id &&
      organizationId !== undefined &&
      (q.client.id === organizationId || q.organization.id === organizationId),
  );
}
