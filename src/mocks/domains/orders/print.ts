import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { quoteKind } from '../../../entities/quote/contract';
import { pdfSafe } from '../trips';
import type { QuoteRecord } from './records';
import { ordersActor, quoteNotFound, sideQuote } from './access';
import { applyClosure } from './closure';
import { EventIndex } from './view';
import { apiHttp } from '../../api/http';

const WIDTH = 595.28;
const HEIGHT = 841.89;

/** Lines from the top of A4 pages, with right-aligned columns for the figures. */
class Sheet {
  readonly #document: PDFDocument;
  readonly #font: PDFFont;
  readonly #bold: PDFFont;
  #page: PDFPage;
  #y = HEIGHT - 50;

  constructor(document: PDFDocument, font: PDFFont, bold: PDFFont) {
    this.#document = document;
    this.#font = font;
    this.#bold = bold;
    this.#page = document.addPage([WIDTH, HEIGHT]);
  }

  #room(): void {
    if (this.#y >= 60) return;
    this.#page = this.#document.addPage([WIDTH, HEIGHT]);
    this.#y = HEIGHT - 50;
  }

  #draw(text: string, x: number, size: number, bold: boolean, right = false): void {
    const font = bold ? this.#bold : this.#font;
    const safe = pdfSafe(text);
    const at = right ? x - font.widthOfTextAtSize(safe, size) : x;
    this.#page.drawText(safe, { x: at, y: this.#y, size, font, color: rgb(0.1, 0.1, 0.15) });
  }

  line(text: string, options: { size?: number; bold?: boolean } = {}): void {
    this.#room();
    const size = options.size ?? 10;
    this.#draw(text.slice(0, 100), 50, size, options.bold ?? false);
    this.#y -= size + 6;
  }

  /** A label on the left and figures in right-aligned columns. */
  row(label: string, figures: string[], bold = false): void {
    this.#room();
    this.#draw(label.slice(0, 48), 50, 9, bold);
    const columns = [330, 380, 430, 480, 545];
    const offset = columns.length - figures.length;
    figures.forEach((figure, index) => {
      this.#draw(figure, columns[offset + index] ?? 545, 9, bold, true);
    });
    this.#y -= 15;
  }

  gap(): void {
    this.#y -= 8;
  }
}

const amount = (value: number) => value.toFixed(2);

/** The quote or order as a printable PDF: reference, parties, event, lines and totals. */
export async function quotePdf(quote: QuoteRecord, index: EventIndex): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(pdfSafe(quote.reference));
  document.setProducer('AeroMarket demo API');
  document.setCreationDate(new Date(0));
  const sheet = new Sheet(
    document,
    await document.embedFont(StandardFonts.Helvetica),
    await document.embedFont(StandardFonts.HelveticaBold),
  );
  const kind = quoteKind(quote.state).replace(/_/g, ' ');
  sheet.line(`${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${quote.reference}`, {
    size: 16,
    bold: true,
  });
  sheet.line(`State: ${quote.state.replace(/_/g, ' ')}${quote.cancelled ? ' (cancelled)' : ''}`);
  sheet.line(`Issued ${quote.createdAt.slice(0, 10)}, currency ${quote.currency}`);
  sheet.gap();
  sheet.line(`Seller: ${quote.organization.name}`, { bold: true });
  sheet.line(`Client: ${quote.client.name}`, { bold: true });
  const address = quote.clientAddress;
  if (address) {
    sheet.line(
      `${address.address}${address.complementaryAddress ? `, ${address.complementaryAddress}` : ''}`,
    );
    sheet.line(`${address.postalCode} ${address.city}, ${address.countryName}`);
  }
  sheet.gap();
  const event = index.info(quote);
  sheet.line(`Trip: ${event.tripName}`);
  sheet.line(
    `${event.movementType === 'arrival' ? 'Arrival' : 'Departure'} at ${event.airportIcao} ${event.airportName}, ${event.estimatedTime.slice(0, 16).replace('T', ' ')} UTC`,
  );
  if (event.aircraftRegistration) sheet.line(`Aircraft: ${event.aircraftRegistration}`);
  sheet.gap();
  sheet.row('Product', ['Qty', 'Unit price', 'Disc. %', 'VAT %', 'Total excl. tax'], true);
  for (const line of quote.lines) {
    sheet.row(line.productName, [
      String(line.quantity),
      amount(line.unitPrice),
      String(line.discountRate),
      String(line.vatRate),
      amount(line.totalExcludingTax),
    ]);
  }
  sheet.gap();
  sheet.row('Total excluding tax', [amount(quote.totalExcludingTax)], true);
  sheet.row('VAT', [amount(quote.totalIncludingTax - quote.totalExcludingTax)]);
  sheet.row(`Total including tax (${quote.currency})`, [amount(quote.totalIncludingTax)], true);
  if (quote.paymentTerm) {
    sheet.gap();
    sheet.line(`Payment: ${quote.paymentTerm.replace(/_/g, ' ')}`);
  }
  return document.save();
}

/** GET api/quote/{id}/print: application/pdf, quote{id}.pdf. */
export const quotePrintHandlers = [
  apiHttp.get('/api/quote/{id}/print', async ({ request, params }) => {
    const actor = ordersActor(request);
    if (actor instanceof Response) return actor;
    const found = sideQuote(actor, params['id']);
    if (!found) return quoteNotFound();
    applyClosure(found.quote);
    const bytes = await quotePdf(found.quote, new EventIndex());
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="quote${found.quote.id}.pdf"`,
      },
    });
  }),
];
