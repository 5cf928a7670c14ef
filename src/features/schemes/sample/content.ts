import type { SchemeContent } from './types';

/** Every scheme's sample content (one record per scheme). */
export const schemeContents: SchemeContent[] = [];
