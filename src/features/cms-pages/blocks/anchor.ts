/** An anchor staff give a section or tab: the part of an address after `#`. */
export const ANCHOR_PATTERN = /^[a-z][a-z0-9-]{0,40}$/;
