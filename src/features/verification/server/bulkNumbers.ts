import type { Payload } from 'payload';

import { BULK_CHECKS } from '../payload/bulkChecks';
import { MAX_BULK_NUMBERS, readNumberList } from '../params';

/**
 * The numbers of a kept bulk check (its token), without the notes the post kept above them, or
 * null when there is no such check or it was refused (too many numbers, or none).
 */
export async function bulkCheckNumbers(payload: Payload, token: string): Promise<string[] | null> {
  if (!/^[A-Za-z0-9_-]{16,40}$/.test(token)) return null;
  const { docs } = await payload.find({
    collection: BULK_CHECKS as 'bulk-checks',
    where: { token: { equals: token } },
    limit: 1,
    overrideAccess: true,
    depth: 0,
    select: { numbers: true },
  });
  const stored = docs[0]?.numbers;
  if (!stored) return null;
  const lines = stored.split('\n');
  while (lines.length && lines[0]!.startsWith('!')) lines.shift();
  const { numbers } = readNumberList(lines.join('\n'));
  return numbers.length && numbers.length <= MAX_BULK_NUMBERS ? numbers : null;
}
