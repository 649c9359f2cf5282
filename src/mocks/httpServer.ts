import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { db, resetDb } from './db';
import { loadFrom, saveTo } from './db/persistence';
import { handlers } from './handlers';

/** The browser app runs on any local port (vite dev, preview, e2e): echo those origins only. */
const ALLOWED_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Content-Type, Authorization, lang, measurement, selectedOrganizationId';

export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !ALLOWED_ORIGIN.test(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    // Downloads (csv, pdf) name their file in this header; the SPA has to be allowed to read it.
    'Access-Control-Expose-Headers': 'Content-Disposition',
    Vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A Node request as the Fetch `Request` msw's handlers expect. */
export async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  // rawHeaders keeps repeated headers and their order: [name, value, name, value, ...].
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    const value = req.rawHeaders[i + 1];
    if (name !== undefined && value !== undefined) headers.append(name, value);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req) : undefined;
  // A copy as a plain Uint8Array: the Fetch types do not take a Node Buffer.
  return new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

async function writeResponse(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
) {
  const headers: Record<string, string | string[]> = { ...extra };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface DemoServerOptions {
  /** The JSON file the database is saved to; null keeps everything in memory. */
  dataFile: string | null;
}

export function createDemoServer({ dataFile }: DemoServerOptions): Server {
  // Saving compares with what was last written: reads may change state too (rules applied on
  // read, token pruning), and unchanged requests then cost no disk write.
  let lastSaved = dataFile ? JSON.stringify(db) : '';

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const cors = corsHeaders(req.headers.origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    let response: Response;
    try {
      const request = await toFetchRequest(req);
      response =
        (await getResponse(handlers, request)) ?? json(404, { code: 404, message: 'Not found' });
    } catch (error) {
      console.error('[demo-api]', req.method, req.url, error);
      response = json(500, { code: 500, message: 'Internal Server Error' });
    }
    if (dataFile) {
      const snapshot = JSON.stringify(db);
      if (snapshot !== lastSaved) {
        saveTo(dataFile);
        lastSaved = snapshot;
      }
    }
    await writeResponse(res, response, cors);
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[demo-api]', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}

export interface StartOptions {
  port: number;
  dataFile: string;
  /** Reseed instead of loading the saved file. */
  reset?: boolean;
}

/** Loads (or seeds and saves) the database, then listens. Port 0 picks a free port. */
export async function startDemoApi({ port, dataFile, reset = false }: StartOptions) {
  if (reset || !loadFrom(dataFile)) {
    resetDb();
    saveTo(dataFile);
  }
  const server = createDemoServer({ dataFile });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  return {
    server,
    port: actualPort,
    url: `http://localhost:${actualPort}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Browsers keep connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
