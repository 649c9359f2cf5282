/** The fake resource's demo API: an in-memory table behind msw handlers (server.use). */
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import type { Part, PartPayload } from './partsApi';

export function seedParts(count = 12): Part[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      id: n,
      name: `Part ${String(n).padStart(2, '0')}`,
      serialNumber: `SN-${1000 + n}`,
      category: n % 3 === 0 ? 'cabin' : n % 2 === 0 ? 'avionics' : 'engine',
      serviceable: n % 2 === 1,
      installedOn: `2026-0${1 + (n % 6)}-15`,
      price: n * 100,
      mass: n * 1.5,
      notes: null,
    };
  });
}

function matches(part: Part, params: URLSearchParams): boolean {
  const search = params.get('searchQuery')?.toLowerCase();
  if (search && !part.name.toLowerCase().includes(search)) return false;
  const category = params.get('partCategory');
  if (category && part.category !== category) return false;
  const serviceable = params.get('isServiceable');
  if (serviceable && String(part.serviceable) !== serviceable) return false;
  const after = params.get('installedAfter');
  if (after && (part.installedOn ?? '') < after) return false;
  const before = params.get('installedBefore');
  if (before && (part.installedOn ?? '9999') > before) return false;
  return true;
}

/** Installs the handlers; returns the table and every list query received. */
export function servePartsApi(parts: Part[] = seedParts()) {
  const db = { parts: [...parts] };
  const listQueries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/test-part', ({ request }) => {
      const params = new URL(request.url).searchParams;
      listQueries.push(params);
      const page = Number(params.get('page') ?? 1);
      const size = Number(params.get('numberOfItemsPerPage') ?? 10);
      const found = db.parts.filter((part) => matches(part, params));
      if (params.get('order[partName]') === 'desc') found.reverse();
      return HttpResponse.json({
        parts: found.slice((page - 1) * size, page * size),
        totalItems: found.length,
      });
    }),
    http.get('*/api/test-part/:id', ({ params }) => {
      const part = db.parts.find((item) => item.id === Number(params.id));
      return part
        ? HttpResponse.json(part)
        : HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 });
    }),
    http.post('*/api/test-part', async ({ request }) => {
      const payload = (await request.json()) as PartPayload;
      if (db.parts.some((part) => part.serialNumber === payload.serialNumber)) {
        return HttpResponse.json(
          {
            code: 400,
            message: 'Validation failed',
            errors: { serialNumber: ['This serial number is already used.'] },
          },
          { status: 400 },
        );
      }
      const part: Part = { ...payload, id: Math.max(0, ...db.parts.map((p) => p.id)) + 1 };
      db.parts.push(part);
      return HttpResponse.json(part, { status: 201 });
    }),
    http.patch('*/api/test-part/:id', async ({ request, params }) => {
      const index = db.parts.findIndex((item) => item.id === Number(params.id));
      const current = db.parts[index];
      if (!current) return HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 });
      const changes = (await request.json()) as Partial<PartPayload>;
      const part = { ...current, ...changes };
      db.parts[index] = part;
      return HttpResponse.json(part);
    }),
    http.delete('*/api/test-part/:id', ({ params }) => {
      db.parts = db.parts.filter((item) => item.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { db, listQueries, lastListQuery: () => listQueries.at(-1) };
}
