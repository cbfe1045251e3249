import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { runningEmbeddedPostgres } from './embedded';

const dataDir = inject('pgDataDir');

async function serverAddress(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ address: string | null }>('select inet_server_addr()::text as address')).rows[0].address;
  } finally {
    await client.end();
  }
}

describe.skipIf(!dataDir)('the embedded PostgreSQL', () => {
  it('is reached through its Unix socket, not loopback TCP', async () => {
    const url = new URL(inject('pgAdminUrl'));
    expect(url.searchParams.get('host')).toMatch(/^\//);
    // PostgreSQL names no server address on a Unix-socket connection.
    expect(await serverAddress(url.toString())).toBeNull();
  });

  it('is found running from its data folder with the same socket URL, as a command beside npm start finds it', async () => {
    const running = runningEmbeddedPostgres(dataDir);
    expect(running).toBe(inject('pgAdminUrl'));
    expect(await serverAddress(running!)).toBeNull();
  });
});
