/** The names files are saved under (spec section 9, "Downloads"). */
export const FILE_NAMES = {
  /** CSV exports of a list (invoices, accounting). */
  export: 'export.csv',
  /** The operator's attribute export (GET api/export/attribute). */
  attributes: 'attributes.csv',
  quote: (id: number | string) => `quote-${id}.pdf`,
  trip: (id: number | string) => `trip-${id}.pdf`,
  ppr: (id: number | string) => `ppr-${id}.pdf`,
} as const;

export function isPdfName(fileName: string): boolean {
  return fileName.toLowerCase().endsWith('.pdf');
}
