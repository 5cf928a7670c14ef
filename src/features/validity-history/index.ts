// The validity history: every state a directory record has had, who reported it and when. The
// register's features write it (cms.ts); verification reads it to say what was valid on a day.
export { VALIDITY_HISTORY } from './payload/names';
export { certificateKey } from './server/record';
