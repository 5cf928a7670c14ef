/** Static bilingual reference data: prefectures, countries, schemes, scopes and IAF codes. */
export * from './types';
export * from './prefectures';
export * from './countries';
export * from './schemes';
export * from './scopes';
export * from './iafCodes';
