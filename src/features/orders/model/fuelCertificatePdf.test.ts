// @vitest-environment node
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fuelCertificatePdf } from './fuelCertificatePdf';

describe('fuelCertificatePdf', () => {
  it('writes a one-page PDF titled as asked, with text outside WinAnsi replaced', async () => {
    const bytes = await fuelCertificatePdf('Fuel certificate MFU-FC-00001', [
      { label: 'Net litres at 15 °C', value: '10\u202f367 L' },
      { label: 'Client', value: 'Łódź Aero ✈' },
    ]);
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe('Fuel certificate MFU-FC-00001');
  });
});
