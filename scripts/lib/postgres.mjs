// Finds the PostgreSQL the api tests should also run on: TEST_DATABASE_URL, or a local server if one answers.
const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/test';

export async function resolvePostgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: LOCAL_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return LOCAL_URL;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
