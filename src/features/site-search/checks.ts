// Request checks for the proxy: a malformed query string is answered with 400 before rendering.
export { parseSiteSearchParams } from './params';
