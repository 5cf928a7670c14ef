// Payload writes `import { MigrateUpArgs, MigrateDownArgs, sql }` in new migrations; the two
// are types, and importing them as values breaks under Vite (tests). Mark them `type`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

for (const dialect of ['sqlite', 'postgres']) {
  const dir = path.join('src/payload/migrations', dialect);
  let files = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
  } catch {
    continue;
  }
  for (const file of files) {
    const full = path.join(dir, file);
    const source = readFileSync(full, 'utf8');
    const fixed = source.replace(
      /import \{ MigrateUpArgs, MigrateDownArgs, sql \}/,
      'import { type MigrateUpArgs, type MigrateDownArgs, sql }',
    );
    if (fixed !== source) writeFileSync(full, fixed);
  }
}
