import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

import { NEXT_CLIENT_HEADERS, NEXT_ERROR_SHELL_ID, NEXT_RSC_QUERY, SERVER_ACTION_FIELD } from './nextProtocol';

const require = createRequire(import.meta.url);
/** Next's own constants of its client router's headers (an internal module, read only here). */
const headers = require('next/dist/client/components/app-router-headers.js') as Record<string, unknown>;
const nextSource = (file: string) => readFileSync(require.resolve(`next/dist/${file}`), 'utf8');

describe("the site's knowledge of Next's protocol, against the installed Next", () => {
  it('names the headers of its client router as Next does', () => {
    expect(NEXT_CLIENT_HEADERS).toEqual({
      rsc: headers.RSC_HEADER,
      stateTree: headers.NEXT_ROUTER_STATE_TREE_HEADER,
      prefetch: headers.NEXT_ROUTER_PREFETCH_HEADER,
      action: headers.ACTION_HEADER,
    });
    expect(NEXT_RSC_QUERY).toBe(headers.NEXT_RSC_UNION_QUERY);
  });

  it('knows the form fields by which Next recognises a server action posted without JavaScript', () => {
    expect(nextSource('server/app-render/action-handler.js')).toContain(`'${SERVER_ACTION_FIELD}`);
  });

  it('knows the id of the document Next renders for a page that threw', () => {
    expect(nextSource('server/app-render/app-render.js')).toContain(NEXT_ERROR_SHELL_ID);
  });
});
