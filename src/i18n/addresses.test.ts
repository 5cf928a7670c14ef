import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ADDRESSES } from './addresses';

const root = path.resolve(import.meta.dirname, '..');

/** Source files of the site: not tests, sample content, migrations or recorded check results (data, not code). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['tests', 'sample', 'migrations', 'data'].includes(entry.name) ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'payload-types.ts' ? [full] : [];
  });
}

/** A screen's address written out in a string: quoted, and followed by its end, a path, a query or a fragment. */
function writtenOut(text: string): string[] {
  const found: string[] = [];
  for (const address of Object.values(ADDRESSES)) {
    if (address === '/') continue;
    const pattern = new RegExp(`['"\`]${address.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?=['"\`/?#])`);
    for (const line of text.split('\n')) if (pattern.test(line) && !line.includes('address-literal:')) found.push(`${address}: ${line.trim()}`);
  }
  return found;
}

describe('the table of addresses', () => {
  it('is the only place a screen of the site has its address written', () => {
    const offenders = sources(root)
      .filter((file) => !file.endsWith(path.join('i18n', 'addresses.ts')))
      .flatMap((file) => writtenOut(readFileSync(file, 'utf8')).map((hit) => `${path.relative(root, file)}: ${hit}`));
    expect(offenders).toEqual([]);
  });

  it('finds an address written out, and lets a line say why it must be', () => {
    expect(writtenOut("const list = '/ms_certifications/list';")).toHaveLength(1);
    expect(writtenOut('const item = `/news/${slug}`;')).toHaveLength(1);
    expect(writtenOut("const about = '/newsletter';")).toEqual([]);
    expect(writtenOut("matcher: ['/news/:path*'], // address-literal: Next reads the matcher before any import")).toEqual([]);
  });
});
