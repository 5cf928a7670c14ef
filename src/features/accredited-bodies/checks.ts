// Request checks for the proxy: a malformed search answers 400 before rendering.
export { parseBodySearch } from './searchParams';
