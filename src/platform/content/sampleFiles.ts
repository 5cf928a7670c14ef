import '#server-only';

import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';
import type { z } from 'zod';

/**
 * The sample content of a feature, read from a YAML file in its `sample/` folder and checked by
 * its schema. Read when the seed (or a test) first asks, never when a module loads: the site's
 * server never seeds, and its build does not carry these files. A file that does not fit its
 * schema stops the seed with the file, the place in it and what is wrong.
 */
export function sampleFile<Schema extends z.ZodType>(feature: string, file: string, schema: Schema): () => z.infer<Schema> {
  let read: { value: z.infer<Schema> } | undefined;
  const reader = () => {
    read ??= { value: readSampleFile(path.join(process.cwd(), 'src/features', feature, 'sample', file), schema) };
    return read.value;
  };
  declared.set(`${feature}/sample/${file}`, reader);
  return reader;
}

const declared = new Map<string, () => unknown>();

/** Every sample file a loaded module has declared (`{feature}/sample/{file}`), with its reader: for the test that reads them all. */
export const declaredSampleFiles = (): ReadonlyMap<string, () => unknown> => declared;

/** One YAML file checked by its schema (the path is named in every error). */
export function readSampleFile<Schema extends z.ZodType>(file: string, schema: Schema): z.infer<Schema> {
  const shown = path.relative(process.cwd(), file);
  let data: unknown;
  try {
    data = parse(readFileSync(file, 'utf8'), { prettyErrors: true });
  } catch (error) {
    throw new Error(`${shown}: not YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 5).map((issue) => `  at ${issue.path.join('.') || '(the top)'}: ${issue.message}`);
  throw new Error(`${shown} does not fit its schema:\n${problems.join('\n')}`);
}
