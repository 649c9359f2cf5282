import { apiHttp } from '../../api/http';
import { requireUser, sessionIdOf } from '../../auth';
import { subscribe } from './live';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const KEEP_ALIVE_MS = 25_000;

const encoder = new TextEncoder();

/**
 * GET api/events?token=: the session's server-sent-events stream. EventSource sends no
 * header, so the token comes in the query and is checked like a bearer token (401 otherwise).
 * Each event is written as it happens (the HTTP server flushes each chunk: httpServer.ts).
 */
export const streamHandlers = [
  apiHttp.get('/api/events', ({ request }) => {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const asBearer = new Request(request.url, { headers: { Authorization: `Bearer ${token}` } });
    const user = requireUser(asBearer);
    if (user instanceof Response) return user;
    const sessionId = sessionIdOf(asBearer) ?? `user-${user.id}`;
    let stop = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const write = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            stop();
          }
        };
        const timer = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        const unsubscribe = subscribe(sessionId, {
          userId: user.id,
          send: (event) => write(`event: change\ndata: ${JSON.stringify(event)}\n\n`),
          close: () => {
            stop();
            try {
              controller.close();
            } catch {
              // Already closed by the client.
            }
          },
        });
        stop = () => {
          clearInterval(timer);
          unsubscribe();
        };
        // Tells the client the stream is open (it stops polling) and how long to wait to retry.
        write('retry: 3000\n: open\n\n');
      },
      cancel() {
        stop();
      },
    });
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
      },
    });
  }),
];
