// Request checks for the proxy: a malformed search answers 400 before rendering.
export { variantBySlug } from './model';
export { parseCertificateSearch } from './searchParams';
