import { describe, expect, it } from 'vitest';

import { startSummary } from '../../scripts/lib/summary';
import { japaneseFontFile } from '../../src/platform/content/samplePdf';

const base = { env: {}, cores: 2, redisBinary: '/usr/bin/redis-server', fontFile: '/work/node_modules/@expo-google-fonts/biz-udpgothic/400Regular/BIZUDPGothic_400Regular.ttf' };

describe('what npm start says it runs', () => {
  it('serves from every core with a Redis, and says what to install without one', () => {
    expect(startSummary(base).join('\n')).toContain('Processes   2 (one per core), sharing a private Redis started from /usr/bin/redis-server');
    const without = startSummary({ ...base, redisBinary: null }).join('\n');
    expect(without).toContain('1 of 2 possible');
    expect(without).toContain('apt-get install redis-server');
    expect(startSummary({ ...base, redisBinary: null, env: { REDIS_URL: 'redis://cache:6379' } }).join('\n')).toContain('2, sharing the Redis at REDIS_URL');
  });

  it('names the database without its password', () => {
    const lines = startSummary({ ...base, env: { DATABASE_URL: 'postgres://site:secret@db.internal:5432/site' } }).join('\n');
    expect(lines).toContain('PostgreSQL, db.internal:5432/site');
    expect(lines).not.toContain('secret');
  });

  it('names the PDF font, which npm install brings', () => {
    expect(startSummary(base).join('\n')).toContain('BIZ UDPGothic for the sample PDFs (node_modules/@expo-google-fonts/');
    expect(startSummary({ ...base, fontFile: null }).join('\n')).toContain('run npm install');
    // On this checkout the font is the package's, not a system one.
    expect(japaneseFontFile()).toMatch(/node_modules\/@expo-google-fonts\/biz-udpgothic\/.*\.ttf$/);
  });
});
