/** The longest number read; a longer one is no number of either directory. */
export const MAX_NUMBER_LENGTH = 40;

/**
 * A number from an address's path (a check's page, a body's page, a credential's address,
 * the API's): decoded, full-width letters and digits folded, trimmed, cut at
 * {@link MAX_NUMBER_LENGTH}; null when it is empty or not valid percent-encoding.
 */
export function numberFromPath(raw: string): string | null {
  try {
    return decodeURIComponent(raw).normalize('NFKC').trim().slice(0, MAX_NUMBER_LENGTH) || null;
  } catch {
    return null;
  }
}
