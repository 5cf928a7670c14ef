/**
 * Imports accredited bodies from CSV: `npm run import:bodies -- bodies.csv [scopes.csv]`; with
 * `--check`, only checks (what /admin's "確認のみ / Check only" does: nothing written or recorded).
 * Every row is checked first; if any is wrong, each problem is printed with its line number and
 * nothing is written. Otherwise every body is written by accreditation number. The report is the
 * one /admin shows. While another import of the directory runs (from /admin on any server, or
 * another command line), nothing is read and the command says so and exits with 1.
 */
import { createReadStream } from 'node:fs';

import { checkAccreditedBodiesCsv, importAccreditedBodiesCsv } from '../src/features/accredited-bodies/cms';
import { runCheckCommand, runImportCommand } from './lib/importCommand';

const [bodiesFile, scopesFile] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!bodiesFile) {
  console.error('usage: npm run import:bodies -- [--check] bodies.csv [scopes.csv]');
  process.exit(2);
}
if (process.argv.includes('--check')) {
  await runCheckCommand((payload) => checkAccreditedBodiesCsv(payload, createReadStream(bodiesFile), scopesFile ? createReadStream(scopesFile) : undefined));
}
await runImportCommand('accredited-bodies', scopesFile ? [bodiesFile, scopesFile] : [bodiesFile], (payload) =>
  importAccreditedBodiesCsv(payload, createReadStream(bodiesFile), scopesFile ? createReadStream(scopesFile) : undefined),
);
