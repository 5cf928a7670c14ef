import { request as httpRequest } from 'node:http';

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * A request written by hand, as a hostile client would: any method, any headers (a forged
 * X-Forwarded-For, a body sent in chunks, a length it never sends), to the site on `port`.
 */
export function raw(port: number, options: { method?: string; path: string; headers?: Record<string, string>; chunks?: (string | Buffer)[]; end?: boolean }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: 'localhost', port, method: options.method ?? 'GET', path: options.path, headers: options.headers ?? {} }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString('utf8') }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve({ status: 0, headers: {}, body: '' }) : reject(error)));
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${options.path} in 30 s`)));
    // Node sends the headers with the first byte of the body; a request that never sends one must send them itself.
    req.flushHeaders();
    for (const chunk of options.chunks ?? []) req.write(chunk);
    if (options.end !== false) req.end();
  });
}

/** The hidden fields of the form on a page that posts a server action, and the form's own fields. */
export function actionFields(html: string, marker: string): Record<string, string> {
  const forms = html.match(/<form\b[\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((f) => f.includes(marker));
  if (!form) throw new Error(`no form with ${marker}`);
  const fields: Record<string, string> = {};
  for (const input of form.match(/<input\b[^>]*>/g) ?? []) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (!name || !/type="hidden"/.test(input)) continue;
    fields[name.replace(/&quot;/g, '"')] = (/\bvalue="([^"]*)"/.exec(input)?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }
  return fields;
}

/** A multipart body, as a browser posts a form without JavaScript. */
export function multipart(fields: Record<string, string>): { body: Buffer; type: string } {
  const boundary = `----probe${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), type: `multipart/form-data; boundary=${boundary}` };
}

export const setCookies = (headers: RawResponse['headers']) => [headers['set-cookie'] ?? []].flat();
