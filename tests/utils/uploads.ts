import { getResponse, http } from 'msw';
import { server } from '@/mocks/node';
import { loadDomains } from '@/mocks/registry';

const BOUNDARY = 'test-upload-boundary';

/** One file as a multipart body, written out by hand (the environment's FormData is jsdom's). */
function multipartOf(name: string, type: string, content: string): string {
  return (
    `--${BOUNDARY}\r\n` +
    `Content-Disposition: form-data; name="file"; filename="${name}"\r\n` +
    `Content-Type: ${type}\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`
  );
}

/**
 * Under jsdom a file the app sends in a FormData reaches the demo API without its bytes (it
 * arrives as the text "undefined"), and the demo API checks that a pdf starts like one. This
 * passes each upload on to the demo API's own handler with `content` as the file's bytes.
 */
export async function uploadsCarry(content: string): Promise<void> {
  const { handlers } = await loadDomains();
  server.use(
    http.post('*/api/file', async ({ request }) => {
      const sent = (await request.formData()).get('file');
      if (sent === null || typeof sent === 'string') return undefined;
      const headers = Object.fromEntries(
        [...request.headers].filter(([name]) => !/^content-(type|length)$/i.test(name)),
      );
      headers['Content-Type'] = `multipart/form-data; boundary=${BOUNDARY}`;
      const body = multipartOf(sent.name, sent.type, content);
      return getResponse(handlers, new Request(request.url, { method: 'POST', headers, body }));
    }),
  );
}

/**
 * Like uploadsCarry, for an upload whose file jsdom loses altogether (`path`: a CSV import):
 * each POST to `path` reaches the demo API's handler as `file` (its name, type and bytes).
 */
export async function uploadsSend(
  path: string,
  file: { name: string; type: string; content: string },
): Promise<void> {
  const { handlers } = await loadDomains();
  server.use(
    http.post(`*/${path}`, ({ request }) => {
      const headers = Object.fromEntries(
        [...request.headers].filter(([name]) => !/^content-(type|length)$/i.test(name)),
      );
      headers['Content-Type'] = `multipart/form-data; boundary=${BOUNDARY}`;
      const body = multipartOf(file.name, file.type, file.content);
      return getResponse(handlers, new Request(request.url, { method: 'POST', headers, body }));
    }),
  );
}
