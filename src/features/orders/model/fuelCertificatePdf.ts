import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** One printed line: a label and its value, both already translated and formatted. */
export interface PdfRow {
  label: string;
  value: string;
}

const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 50;

/**
 * The standard fonts write WinAnsi only: spaces `Intl` puts in numbers (narrow no-break) become
 * plain ones, anything else outside Latin-1 a question mark, rather than a failed download.
 */
function winAnsi(text: string): string {
  return text
    .replace(/[\u202f\u2009\u2007]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

/**
 * A one-page A4 certificate: its title, then a label and a value per line. Loaded only when a
 * certificate is downloaded (pdf-lib stays out of the order page's chunk).
 */
export async function fuelCertificatePdf(title: string, rows: readonly PdfRow[]) {
  const document = await PDFDocument.create();
  document.setTitle(winAnsi(title));
  const page = document.addPage([WIDTH, HEIGHT]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const color = rgb(0.1, 0.1, 0.15);
  let y = HEIGHT - MARGIN - 10;
  page.drawText(winAnsi(title), { x: MARGIN, y, size: 18, font: bold, color });
  y -= 36;
  for (const row of rows) {
    page.drawText(winAnsi(row.label), { x: MARGIN, y, size: 10, font: bold, color });
    page.drawText(winAnsi(row.value), { x: MARGIN + 190, y, size: 10, font, color });
    y -= 20;
  }
  return document.save();
}
