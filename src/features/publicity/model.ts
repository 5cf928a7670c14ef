/** The anniversaries with a collection of contributions. */
export const anniversaries = ['10', '20', '25'] as const;
export type Anniversary = (typeof anniversaries)[number];

/** The page of an anniversary's collection, and of its contributions in full (the 20th has one). */
export const collectionPath = (anniversary: Anniversary) => `/about/publicity/${anniversary}th_contribution`;
export const detailPath = (anniversary: Anniversary) => `${collectionPath(anniversary)}/detail`;

export const ANCHOR = /^[a-z][a-z0-9-]{0,40}$/;
