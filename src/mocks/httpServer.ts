import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { RequestHandler } from 'msw';
import { CLIENT_HEADER, apiError, forbidden, payloadTooLarge } from './api';
import type { ContractRecorder } from './contract';
import { CONTRACT_REPORT_PATH, contractReport } from './contractReport';
import { resetDb } from './db';
import { fileFolderOf, folderFileStore } from './fileFolder';
import { createSaver, loadFrom, type Log, type Saver } from './db/persistence';
import { memoryFileStore, syncStoredFiles, installFileStore } from './domains/files';
import { publishChanges } from './domains/notifications';
import { loadDomains } from './registry';
import { respond } from './respond';
import { DEFAULT_HOST, DEFAULT_ORIGINS, isAllowedHost } from './settings';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Content-Type, Authorization, lang, measurement, selectedOrganizationId';

/** JSON bodies: far above any form, far below what would hurt the process. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Multipart uploads: the spec's 2 Mo files, plus the form's envelope. */
export const UPLOAD_LIMIT_BYTES = 3 * 1024 * 1024;
/** Past this the rest of an oversized body is not even read: the connection is cut. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/** On every answer: API data is never cached, and never sniffed into something executable. */
const SECURITY_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** CORS for the app's own origins only (DEMO_API_ORIGINS); any other gets no CORS header. */
export function corsHeaders(
  origin: string | undefined,
  origins: readonly string[] = DEFAULT_ORIGINS,
): Record<string, string> {
  if (!origin || !origins.includes(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    // Downloads (csv, pdf) name their file in Content-Disposition, and a 429 says in
    // Retry-After when to try again: the SPA has to be allowed to read both.
    'Access-Control-Expose-Headers': 'Content-Disposition, Retry-After',
    Vary: 'Origin',
  };
}

/**
 * Why the server refuses a request before any handler, or null. A `Host` other than this
 * machine's is a page of another site whose name points here (DNS rebinding); an `Origin` the
 * app does not have is another site's page calling (a browser sends it with every cross-site
 * call, even a "simple" one CORS lets through unread).
 */
function refusal(req: IncomingMessage, host: string, origins: readonly string[]): Response | null {
  if (!isAllowedHost(req.headers.host, host)) {
    return apiError(421, 'Misdirected request: this server answers its local address only.');
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !origins.includes(origin)) {
    return forbidden('Origin not allowed.');
  }
  return null;
}

function bodyLimitOf(req: IncomingMessage): number {
  const type = req.headers['content-type'] ?? '';
  return /^multipart\/form-data/i.test(type) ? UPLOAD_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

type Body = { kind: 'read'; bytes: Buffer } | { kind: 'too-large' } | { kind: 'cut' };

/** The body; over `limit` the rest is read and dropped (so the 413 arrives), or cut off when huge. */
async function readBody(req: IncomingMessage, limit: number): Promise<Body> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += bytes.length;
    if (size > DRAIN_LIMIT_BYTES) {
      req.destroy();
      return { kind: 'cut' };
    }
    if (size <= limit) chunks.push(bytes);
  }
  return size > limit ? { kind: 'too-large' } : { kind: 'read', bytes: Buffer.concat(chunks) };
}

/** A Node request as the Fetch `Request` msw's handlers expect, unless its body is too large. */
export async function toFetchRequest(
  req: IncomingMessage,
): Promise<Request | Exclude<Body['kind'], 'read'>> {
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  // rawHeaders keeps repeated headers and their order: [name, value, name, value, ...].
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    const value = req.rawHeaders[i + 1];
    if (name !== undefined && value !== undefined) headers.append(name, value);
  }
  // Limits per client count by the socket's address, never by what the caller says it is.
  headers.set(CLIENT_HEADER, req.socket.remoteAddress ?? 'unknown');
  const body = method === 'GET' || method === 'HEAD' ? null : await readBody(req, bodyLimitOf(req));
  if (body && body.kind !== 'read') return body.kind;
  // A copy as a plain Uint8Array: the Fetch types do not take a Node Buffer.
  return new Request(url, {
    method,
    headers,
    body: body && body.bytes.length > 0 ? new Uint8Array(body.bytes) : undefined,
  });
}

async function writeResponse(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  // Ours win over a handler's: CORS decisions and the security headers are the server's.
  Object.assign(headers, extra, SECURITY_HEADERS);
  res.writeHead(response.status, headers);
  if (isEventStream(response) && response.body) {
    await streamBody(res, response.body);
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}

const isEventStream = (response: Response) =>
  (response.headers.get('Content-Type') ?? '').startsWith('text/event-stream');

/**
 * A server-sent-events body is written chunk by chunk as the handler enqueues it (never
 * buffered: each event reaches the browser at once) until either side closes.
 */
async function streamBody(res: ServerResponse, body: ReadableStream<Uint8Array>) {
  res.socket?.setNoDelay(true);
  res.flushHeaders();
  const reader = body.getReader();
  res.once('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done || res.destroyed) break;
    res.write(value);
  }
  res.end();
}

export interface DemoServerOptions {
  handlers: readonly RequestHandler[];
  /** Save-on-change; null keeps everything in memory. */
  saver: Saver | null;
  /** The address it listens on (127.0.0.1 unless DEMO_API_HOST says otherwise). */
  host?: string;
  /** The app's origins (DEMO_API_ORIGINS). */
  origins?: readonly string[];
  log?: Log;
  /**
   * Checks every answer of the handlers against docs/api/openapi.yaml, after it is sent
   * (DEMO_API_CONTRACT=1: the e2e runs); `GET /__contract` reports what it found.
   */
  contract?: ContractRecorder | null;
}

const READS = new Set(['GET', 'HEAD']);

export function createDemoServer({
  handlers,
  saver,
  host = DEFAULT_HOST,
  origins = DEFAULT_ORIGINS,
  log = console.error,
  contract = null,
}: DemoServerOptions): Server {
  const report = contract ? contractReport(contract) : null;
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const cors = corsHeaders(req.headers.origin, origins);
    const refused = refusal(req, host, origins);
    if (refused) {
      req.resume();
      await writeResponse(res, refused, cors);
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        ...SECURITY_HEADERS,
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    const request = await toFetchRequest(req);
    if (request === 'cut') return;
    if (request === 'too-large') {
      await writeResponse(res, payloadTooLarge(bodyLimitOf(req)), cors);
      return;
    }
    if (report && new URL(request.url).pathname === CONTRACT_REPORT_PATH) {
      await writeResponse(res, await report(), cors);
      return;
    }
    const response = await respond(handlers, request, log);
    // A write is on disk before its answer goes out. A read seldom changes anything (token
    // pruning): its save waits for the end of the page's burst of reads (issue 29).
    if (READS.has(request.method)) saver?.saveSoon();
    else {
      saver?.saveIfChanged();
      // The other side's open pages hear of it on their stream (api/events). The write is done:
      // a failure to tell (a server without the domains' data) never fails its answer.
      try {
        publishChanges();
      } catch (error) {
        log('[demo-api] live events', error);
      }
    }
    // The check reads a copy once the answer is out: the client never waits for it (a stream
    // never ends: its head is all the contract says).
    const checked = contract && !isEventStream(response) ? response.clone() : null;
    await writeResponse(res, response, cors);
    if (contract && checked) contract.observe(request, checked);
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log('[demo-api]', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, SECURITY_HEADERS);
      res.end();
    });
  });
}

export interface StartOptions {
  port: number;
  /** 127.0.0.1 unless told otherwise (DEMO_API_HOST). */
  host?: string;
  dataFile: string;
  /** Reseed instead of loading the saved file. */
  reset?: boolean;
  origins?: readonly string[];
  log?: Log;
  /** Check each answer against the OpenAPI document (DEMO_API_CONTRACT=1). */
  contract?: ContractRecorder | null;
}

/** `http://127.0.0.1:3001/`; a wildcard address is reached through localhost. */
function urlOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}/`;
}

/** Loads (or seeds and saves) the database, then listens. Port 0 picks a free port. */
export async function startDemoApi({
  port,
  host = DEFAULT_HOST,
  dataFile,
  reset = false,
  origins = DEFAULT_ORIGINS,
  log = console.error,
  contract = null,
}: StartOptions) {
  const { handlers } = await loadDomains();
  // Uploaded bytes live in a folder beside the data file, never inside it.
  installFileStore(folderFileStore(fileFolderOf(dataFile)));
  if (reset || loadFrom(dataFile, log) !== 'loaded') resetDb();
  syncStoredFiles();
  publishChanges(); // the fingerprints the first write is compared with
  const saver = createSaver(dataFile, { log });
  saver.saveIfChanged();
  const server = createDemoServer({ handlers, saver, host, origins, log, contract });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  return {
    server,
    port: actualPort,
    host,
    url: urlOf(host, actualPort),
    close: () =>
      new Promise<void>((resolve) => {
        saver.close();
        installFileStore(memoryFileStore());
        server.close(() => resolve());
        // Browsers keep connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
