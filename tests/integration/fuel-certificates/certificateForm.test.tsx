import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { deliveredLinesOf } from '@/mocks/domains/fuel-certificates/deliveredLines';
import { dateTimeDigits } from '@/lib/ui/views/form/testing/dateTimeDigits';
import { fill } from '@tests/utils/fill';
import { renderRoute } from '@tests/utils/renderRoute';

type User = ReturnType<typeof userEvent.setup>;

const SLOW = { timeout: 15_000 };
const HENRI = 'henri.duval@mistral-fuels.fr';
const MISTRAL = 6;
const EN = { preferences: { language: 'en' as const } };

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save' }));

async function typeTime(user: User, label: RegExp, specOrder: string) {
  const group = await screen.findByRole('group', { name: label }, SLOW);
  await user.click(within(group).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(dateTimeDigits(specOrder));
}

function mistralLine() {
  const [line] = deliveredLinesOf(MISTRAL);
  if (!line) throw new Error('Mistral has no delivered fuel line');
  return line;
}

describe('a fuel certificate’s form', { timeout: 60_000 }, () => {
  it('computes the net at 15 °C as it is typed, refuses 1 % off on the field, then records it', async () => {
    const user = userEvent.setup();
    const line = mistralLine();
    const app = await renderRoute('/fuel-certificate/add', { as: HENRI, ...EN });
    await screen.findByRole('heading', { level: 1, name: 'New fuel certificate' }, SLOW);

    const choice = screen.getByRole('combobox', { name: /^Delivered fuel line/ });
    await user.type(choice, line.quoteReference);
    await user.click(
      (
        await screen.findAllByRole('option', { name: new RegExp(line.quoteReference) }, SLOW)
      )[0] as HTMLElement,
    );
    // What the certificate takes from the line, read only.
    expect(await screen.findByText(line.client.name)).toBeInTheDocument();

    fill(textbox(/^Certificate number/), 'MFU-FC-TEST-1');
    fill(textbox(/^Truck number/), 'MF-TRK-09');
    fill(textbox(/^Provider/), 'Mistral Fuels into-plane');
    fill(textbox(/^Gross litres/), '10000');
    fill(textbox(/^Density at 15 °C/), '800');
    fill(textbox(/^Temperature/), '-25');
    // Table 54B at 800 kg/m³ and −25 °C: 1.0367.
    expect(
      await screen.findByText(/Computed: 10,367 L at 15 °C \(factor 1\.0367/),
    ).toBeInTheDocument();
    await typeTime(user, /^Begin of fuelling/, '202605240940');
    await typeTime(user, /^End of fuelling/, '202605241005');

    const net = textbox(/^Net litres at 15 °C/);
    fill(net, '10471');
    const count = db.fuelCertificates.length;
    await save(user);
    await waitFor(() =>
      expect(net).toHaveAccessibleDescription(
        /Differs by more than 0\.5 % from the computed net of 10,367 L at 15 °C \(factor 1\.0367\)/,
      ),
    );
    expect(db.fuelCertificates).toHaveLength(count);

    fill(net, '10367');
    await save(user);
    await waitFor(
      () => expect(app.location().pathname).toMatch(/^\/fuel-certificate\/\d+\/show$/),
      SLOW,
    );
    expect(db.fuelCertificates.find((c) => c.certificateNumber === 'MFU-FC-TEST-1')).toMatchObject({
      quoteId: line.quoteId,
      quoteLineId: line.quoteLineId,
      grossLitres: 10000,
      netLitres15: 10367,
      fuelingStartAt: '2026-05-24T09:40:00.000Z',
      fuelingEndAt: '2026-05-24T10:05:00.000Z',
      paymentType: 'order',
    });
  });

  it('puts the API’s refusal of a number already used on its field', async () => {
    const user = userEvent.setup();
    const certificate = db.fuelCertificates.filter((c) => c.sellerId === MISTRAL)[1];
    const taken = db.fuelCertificates.find((c) => c.sellerId === MISTRAL);
    if (!certificate || !taken) throw new Error('Mistral has too few certificates');
    await renderRoute(`/fuel-certificate/${certificate.id}/edit`, { as: HENRI, ...EN });
    const number = await screen.findByRole('textbox', { name: /^Certificate number/ }, SLOW);
    await waitFor(() => expect(number).toHaveValue(certificate.certificateNumber));
    fill(number, taken.certificateNumber);
    await save(user);
    await waitFor(() => expect(number).toHaveAccessibleDescription(/already used/), SLOW);
  });

  it('edits a certificate, its line fixed and shown read only', async () => {
    const user = userEvent.setup();
    const certificate = db.fuelCertificates.find((c) => c.sellerId === MISTRAL);
    if (!certificate) throw new Error('Mistral has no certificate');
    const app = await renderRoute(`/fuel-certificate/${certificate.id}/edit`, { as: HENRI, ...EN });
    await screen.findByRole(
      'heading',
      { level: 1, name: `Edit certificate ${certificate.certificateNumber}` },
      SLOW,
    );
    const truck = textbox(/^Truck number/);
    await waitFor(() => expect(truck).toHaveValue(certificate.truckNumber));
    expect(screen.queryByRole('combobox', { name: /^Delivered fuel line/ })).toBeNull();
    const reference = db.quotes.find((q) => q.id === certificate.quoteId)?.reference ?? '';
    expect(screen.getByText(reference)).toBeInTheDocument();
    fill(truck, 'MF-TRK-99');
    await save(user);
    await waitFor(
      () => expect(app.location().pathname).toBe(`/fuel-certificate/${certificate.id}/show`),
      SLOW,
    );
    expect(db.fuelCertificates.find((c) => c.id === certificate.id)?.truckNumber).toBe('MF-TRK-99');
  });

  it('previews the net in French, the factor written the French way', async () => {
    await renderRoute('/fuel-certificate/add', { as: HENRI, preferences: { language: 'fr' } });
    await screen.findByRole('heading', { level: 1, name: 'Nouveau certificat carburant' }, SLOW);
    expect(screen.getByText(/^Saisissez les litres bruts/)).toBeInTheDocument();
    fill(textbox(/^Litres bruts/), '10000');
    fill(textbox(/^Densité à 15 °C/), '800');
    fill(textbox(/^Température/), '-25');
    expect(
      await screen.findByText(/^Calculé : 10\s367 L à 15 °C \(facteur 1,0367, ASTM D1250/),
    ).toBeInTheDocument();
    const net = textbox(/^Litres nets à 15 °C/);
    fill(net, '10471');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(net).toHaveAccessibleDescription(
        /du net calculé de 10\s367 L à 15 °C \(facteur 1,0367\)/,
      ),
    );
  });
});
