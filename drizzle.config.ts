import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './shared/schema/index.ts',
  out: './migrations',
  // Only needed by `drizzle-kit push/studio`; `generate` works offline from the schema files.
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/cloverleaf' },
});
