import '#server-only';

import config from '@payload-config';
import { getPayload } from 'payload';
import { cache } from 'react';

/**
 * The Payload instance, once per request (and, inside Payload, once per process). The only
 * module outside `src/cms` and `src/app` that names the configuration: features reach the
 * database through this, and the configuration's own modules never import it (lint checks
 * for cycles).
 */
export const getPayloadClient = cache(() => getPayload({ config }));
