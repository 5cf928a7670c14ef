import '#server-only';

import type { Payload } from 'payload';

import { sqlClient } from '@/platform/db/payloadSql';

import { CREDENTIAL_STATUS_ENTRIES } from '../payload/statusEntries';

const TABLE = CREDENTIAL_STATUS_ENTRIES.replace(/-/g, '_');

/**
 * The accreditation's position in the status lists, given at its first credential and never
 * again to another: the next after the largest ever given, in one INSERT … SELECT that two
 * servers cannot both win (both columns are unique; the loser reads the winner's row, or takes
 * the following number on its next turn).
 */
export async function statusPosition(payload: Payload, accreditationNumber: string): Promise<number> {
  const client = sqlClient(payload);
  for (let attempt = 0; attempt < 5; attempt++) {
    const known = await client.execute({ sql: `SELECT position FROM ${TABLE} WHERE accreditation_number = ?`, args: [accreditationNumber] });
    if (known.rows[0]) return Number(known.rows[0].position);
    const now = new Date().toISOString();
    // `WHERE true` keeps SQLite from reading ON CONFLICT as part of the SELECT's join.
    await client.execute({
      sql: `INSERT INTO ${TABLE} (accreditation_number, position, updated_at, created_at) SELECT ?, COALESCE(MAX(position), -1) + 1, ?, ? FROM ${TABLE} WHERE true ON CONFLICT DO NOTHING`,
      args: [accreditationNumber, now, now],
    });
  }
  throw new Error(`No status list position could be given to ${accreditationNumber}`);
}

/** Every position given, with its accreditation number: what the status lists are made from. */
export async function statusPositions(payload: Payload): Promise<{ accreditationNumber: string; position: number }[]> {
  const { rows } = await sqlClient(payload).execute(`SELECT accreditation_number, position FROM ${TABLE} ORDER BY position`);
  return rows.map((row) => ({ accreditationNumber: String(row.accreditation_number), position: Number(row.position) }));
}
