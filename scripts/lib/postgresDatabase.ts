/**
 * A database of its own on a PostgreSQL server where tests may create and drop databases
 * (TEST_POSTGRES_URL, which .ci/run starts): its address, and a way to drop it.
 */
export async function createPostgresDatabase(server: string, prefix: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const onServer = async (sql: string) => {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
