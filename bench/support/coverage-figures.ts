/**
 * The 10-day promise as the coverage page measures it (server/coverage.ts), from the reports in
 * DATABASE_URL; prints `MEASURED {json}` (bench/reports.ts).
 */
import { createClient } from '@libsql/client';
import pg from 'pg';

import { postgresClient, sqliteClient, registerCoverageFigures, type SqlClient } from '../../src/features/certified-organisations/cms';
import { todayInJapan } from '../../src/platform/time/japan';

const url = process.env.DATABASE_URL!;
const pool = url.startsWith('postgres') ? new pg.Pool({ connectionString: url }) : null;
const libsql = pool ? null : createClient({ url });
const db: SqlClient = pool ? postgresClient(pool) : sqliteClient(libsql!);
const coverage = await registerCoverageFigures(db, todayInJapan());
console.info(`MEASURED ${JSON.stringify({ ...coverage.promise, bodies: coverage.bodies.length, overdue: coverage.overdue })}`);
await pool?.end();
libsql?.close();
process.exit(0);
