// A module marked `#server-only` was imported by code bundled for the browser. The build stops
// here on purpose: see ./index.ts.
import './a-server-only-module-was-imported-by-browser-code';

export {};
