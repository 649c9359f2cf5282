import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { netVolumeAt15 } from '@/lib/measurement/volumeCorrection';
import { db } from '@/mocks/db';
import { captureDownloads } from '@tests/utils/downloads';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };

/** A delivered order of the demo buyer (Alpine) with a seeded fuel certificate. */
function buyersCertifiedOrder() {
  const certificate = db.fuelCertificates.find(
    (c) => db.quotes.find((q) => q.id === c.quoteId)?.client.id === 1,
  );
  if (!certificate) throw new Error('the demo buyer has no certified order');
  return certificate;
}

async function openOrder(id: number) {
  const app = await renderRoute(`/order/${id}/show`, {
    as: 'buyer',
    preferences: { language: 'en' },
  });
  await screen.findByRole('heading', { level: 1 }, SLOW);
  return app;
}

describe('the buyer’s fuel certificates on its order page', () => {
  it(
    'lists them with the net at 15 °C and the factor, and downloads one as a PDF',
    { timeout: 40000 },
    async () => {
      const user = userEvent.setup();
      const certificate = buyersCertifiedOrder();
      await openOrder(certificate.quoteId);
      const section = await screen.findByRole('region', { name: 'Fuel certificates' }, SLOW);
      const table = within(section).getByRole('table', { name: 'Fuel certificates' });
      const row = within(table).getByRole('row', {
        name: new RegExp(certificate.certificateNumber),
      });
      expect(
        within(row).getByText(`${certificate.netLitres15.toLocaleString('en')} L`),
      ).toBeInTheDocument();
      const { factor } = netVolumeAt15(certificate);
      expect(within(row).getByText(factor.toFixed(4))).toBeInTheDocument();

      const downloads = captureDownloads();
      try {
        await user.click(
          within(row).getByRole('button', {
            name: `Download certificate ${certificate.certificateNumber} as PDF`,
          }),
        );
        await waitFor(() => expect(downloads.saved).toHaveLength(1), SLOW);
        const [file] = downloads.saved;
        expect(file?.name).toBe(`fuel-certificate-${certificate.certificateNumber}.pdf`);
        const head = new TextDecoder().decode(await file?.blob.slice(0, 5).arrayBuffer());
        expect(head).toBe('%PDF-');
      } finally {
        downloads.restore();
      }
    },
  );

  it('shows no certificate section on an order without fuel', { timeout: 40000 }, async () => {
    const quote = db.quotes.find(
      (q) => q.client.id === 1 && q.lines.every((line) => line.typology !== 'fuel'),
    );
    if (!quote) throw new Error('no order without fuel');
    await openOrder(quote.id);
    await screen.findByRole('region', { name: 'Payment and invoicing' }, SLOW);
    expect(screen.queryByRole('region', { name: 'Fuel certificates' })).not.toBeInTheDocument();
  });
});
