import type { SeedPage } from './types';

/** Sample pages of the publicity area (/about/publicity and below). */
export const publicityPages: SeedPage[] = [];
