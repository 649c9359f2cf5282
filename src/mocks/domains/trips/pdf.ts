import { HttpResponse } from 'msw';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { idParam, notFound } from '../../api';
import { db } from '../../db';
import { airportById } from '../airports';
import { TRIP_NOT_FOUND, readableTrip, readerFor, viewerOf, type Reader } from './access';
import type { FlightStepRecord, TripEventRecord, TripRecord, TripStepRecord } from './records';
import { utcToLocal } from './time';
import { quotesByEvent, toCrew, tripSpan, tripStatus, visibleSteps } from './view';
import { apiHttp } from '../../api/http';

export const PPR_NOT_FOUND = 'errors.ppr_not_found';

/** WinAnsi (the standard fonts' encoding) plus its typographic marks; the rest is transliterated. */
const WIN_ANSI_EXTRA = new Set('–—‘’“”•€…‚„†‡ˆ‰Š‹ŒŽ˜™š›œžŸ');

export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char)
    ) {
      out += char;
    } else if (char === '→') {
      out += '->';
    } else {
      const stripped = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...stripped].every((c) => (c.codePointAt(0) ?? 0) < 0x7f) ? stripped : '?';
    }
  }
  return out;
}

/** A page writer: lines from the top, a new page when one is full. */
class Writer {
  readonly #document: PDFDocument;
  readonly #font: PDFFont;
  readonly #bold: PDFFont;
  #page: PDFPage;
  #y = 0;

  constructor(document: PDFDocument, font: PDFFont, bold: PDFFont) {
    this.#document = document;
    this.#font = font;
    this.#bold = bold;
    this.#page = this.#newPage();
  }

  #newPage(): PDFPage {
    const page = this.#document.addPage([595.28, 841.89]);
    this.#y = 800;
    return page;
  }

  line(text: string, options: { size?: number; bold?: boolean; indent?: number } = {}): void {
    const size = options.size ?? 10;
    if (this.#y < 50) this.#page = this.#newPage();
    this.#page.drawText(pdfSafe(text).slice(0, 110), {
      x: 50 + (options.indent ?? 0),
      y: this.#y,
      size,
      font: options.bold ? this.#bold : this.#font,
      color: rgb(0.1, 0.1, 0.15),
    });
    this.#y -= size + 6;
  }

  gap(): void {
    this.#y -= 8;
  }
}

async function newDocument(title: string): Promise<{ document: PDFDocument; writer: Writer }> {
  const document = await PDFDocument.create();
  document.setTitle(pdfSafe(title));
  document.setProducer('AeroMarket demo API');
  document.setCreationDate(new Date(0));
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  return { document, writer: new Writer(document, font, bold) };
}

/** `LFMN Nice Côte d’Azur – 2026-12-04 09:30 local (Europe/Paris), 08:30 UTC`. */
export function eventLine(event: TripEventRecord): string {
  const airport = airportById(event.airportId);
  const zone = airport?.timezone ?? 'UTC';
  const local = utcToLocal(event.scheduledAt, zone).replace('T', ' ');
  const utc = event.scheduledAt.slice(0, 16).replace('T', ' ');
  return `${airport?.icao ?? '????'} ${airport?.name ?? ''} – ${local} local (${zone}), ${utc} UTC`;
}

function writeFlight(writer: Writer, step: FlightStepRecord): void {
  writer.line(`Leg ${step.position}${step.cancelled ? ' (cancelled)' : ''}`, {
    bold: true,
    size: 11,
  });
  writer.line(`ETD ${eventLine(step.flightDeparture)}`, { indent: 10 });
  writer.line(`ETA ${eventLine(step.flightArrival)}`, { indent: 10 });
  writer.line(
    `${step.flightMission}, ${step.flightType} – adults ${step.adults}, children ${step.children}, babies ${step.babies}, bags ${step.bags}, luggage ${step.luggageKg} kg`,
    { indent: 10 },
  );
  const crew = toCrew(step.crewMemberIds).map(
    (m) => `${m.firstName} ${m.lastName} (${m.crewRole})`,
  );
  if (crew.length > 0) writer.line(`Crew: ${crew.join(', ')}`, { indent: 10 });
  for (const passenger of step.passengers) {
    writer.line(
      `Passenger: ${passenger.name} (${passenger.nationality}, ${passenger.type}, ${passenger.status}${passenger.disabled ? ', reduced mobility' : ''})`,
      { indent: 10 },
    );
  }
  const slots = [step.flightDeparture, step.flightArrival]
    .filter((e) => e.slot.status !== 'not_assigned')
    .map(
      (e) =>
        `${airportById(e.airportId)?.icao ?? ''} ${e.slot.status}${e.slot.number ? ` ${e.slot.number}` : ''}`,
    );
  if (slots.length > 0) writer.line(`Slots: ${slots.join(', ')}`, { indent: 10 });
  if (step.flightPlan) {
    writer.line(
      `Flight plan: ${step.flightPlan.route}, FL${step.flightPlan.cruiseLevel}, ${step.flightPlan.cruiseSpeedKt} kt`,
      { indent: 10 },
    );
  }
}

function writeStep(writer: Writer, step: TripStepRecord): void {
  if (step.className === 'TripFlight') {
    writeFlight(writer, step);
  } else {
    writer.line(`Transfer ${step.position} (${step.mode})${step.cancelled ? ' (cancelled)' : ''}`, {
      bold: true,
      size: 11,
    });
    writer.line(`From ${eventLine(step.transferDeparture)}`, { indent: 10 });
    writer.line(`To ${step.destination} – ${step.passengers} passengers`, { indent: 10 });
  }
  writer.gap();
}

export async function tripPdf(
  trip: TripRecord,
  steps: readonly TripStepRecord[],
): Promise<Uint8Array> {
  const { document, writer } = await newDocument(`Trip ${trip.id} – ${trip.name}`);
  const organization = db.organizations.find((o) => o.id === trip.organizationId);
  const aircraft = db.organizationAircraft.find((a) => a.id === trip.organizationAircraftId);
  const { startAt, endAt } = tripSpan(trip);
  writer.line(trip.name, { bold: true, size: 16 });
  writer.line(
    `Trip ${trip.id} – ${trip.type} – ${tripStatus(trip)} – ${organization?.commercialName ?? ''}`,
  );
  if (aircraft)
    writer.line(`Aircraft: ${aircraft.name} ${aircraft.registration} (${aircraft.icaoType})`);
  if (startAt && endAt)
    writer.line(
      `From ${startAt.slice(0, 16).replace('T', ' ')} UTC to ${endAt.slice(0, 16).replace('T', ' ')} UTC`,
    );
  writer.gap();
  for (const step of steps) writeStep(writer, step);
  return document.save();
}

export async function pprPdf(
  trip: TripRecord,
  step: TripStepRecord,
  event: TripEventRecord,
): Promise<Uint8Array> {
  const { document, writer } = await newDocument(`PPR ${event.ppr.id}`);
  const airport = airportById(event.airportId);
  const aircraft = db.organizationAircraft.find((a) => a.id === trip.organizationAircraftId);
  writer.line(`Prior permission request – ${airport?.icao ?? ''}`, { bold: true, size: 16 });
  writer.line(
    `PPR ${event.ppr.id}: ${event.ppr.status}${event.ppr.number ? `, ${event.ppr.number}` : ''}`,
  );
  writer.line(`Trip ${trip.id}: ${trip.name}`);
  if (aircraft)
    writer.line(
      `Aircraft: ${aircraft.registration} (${aircraft.icaoType}), call sign ${aircraft.callSign ?? '-'}`,
    );
  writer.line(`${event.movementType === 'arrival' ? 'Arrival' : 'Departure'}: ${eventLine(event)}`);
  writer.gap();
  writeStep(writer, step);
  return document.save();
}

function pdfResponse(bytes: Uint8Array, filename: string): Response {
  const body = new Uint8Array(bytes);
  return new HttpResponse(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
}

function pprEvent(
  reader: Reader,
  rawId: unknown,
): { trip: TripRecord; step: TripStepRecord; event: TripEventRecord } | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  if (id === null) return undefined;
  for (const trip of db.trips) {
    for (const step of trip.steps) {
      const events =
        step.className === 'TripFlight'
          ? [step.flightDeparture, step.flightArrival]
          : [step.transferDeparture];
      const event = events.find((e) => e.ppr.id === id);
      if (!event) continue;
      const viewer = viewerOf(reader, trip);
      if (
        viewer.kind === 'seller' &&
        !visibleSteps(trip, viewer, quotesByEvent(new Set([trip.id]))).includes(step)
      ) {
        return undefined;
      }
      return { trip, step, event };
    }
  }
  return undefined;
}

/** The trip export and the PPR print, as real PDFs. */
export const pdfHandlers = [
  apiHttp.get('/api/trip/{id}/export', async ({ request, params }) => {
    const reader = readerFor(request);
    if (reader instanceof Response) return reader;
    const trip = readableTrip(reader, params.id);
    if (!trip) return notFound(TRIP_NOT_FOUND);
    const steps = visibleSteps(trip, viewerOf(reader, trip), quotesByEvent(new Set([trip.id])));
    return pdfResponse(await tripPdf(trip, steps), `trip-${trip.id}.pdf`);
  }),

  apiHttp.get('/api/ppr/{pprId}/print', async ({ request, params }) => {
    const reader = readerFor(request);
    if (reader instanceof Response) return reader;
    const found = pprEvent(reader, params.pprId);
    if (!found) return notFound(PPR_NOT_FOUND);
    return pdfResponse(
      await pprPdf(found.trip, found.step, found.event),
      `ppr-${found.event.ppr.id}.pdf`,
    );
  }),
];
