/**
 * `import '#server-only'` marks a module that reads the database, secrets or the file system
 * and must never reach a browser bundle. On the server this module is empty. A browser bundle
 * resolves the mark to `./browser.ts` (package.json `imports`, condition `browser`), which
 * imports a module that does not exist, so the build stops and names the mark.
 *
 * It replaces the `server-only` package, whose build check also refuses every module of the
 * Pages Router, where the two directory searches are rendered (docs/decisions/0023).
 */
export {};
