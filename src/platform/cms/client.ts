import '#server-only';

import config from '@payload-config';
import { getPayload } from 'payload';
import { cache } from 'react';

/**
 * The CMS client: the Payload instance, once per request (and, inside Payload, once per process).
 * The only module outside the configuration's folder and `src/app` that names the configuration: features reach the
 * database through this, and the configuration's own modules never import it (lint checks
 * for cycles).
 */
export const getPayloadClient = cache(() => getPayload({ config }));
