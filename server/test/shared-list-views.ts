import { expect } from 'vitest';
import type { TestApp } from './app';

/** The four ways a list whose rows every viewer shares is answered: to a rider or a visitor, built afresh or kept. */
export const SHARED_LIST_VIEWS = [
  { who: 'rider', cacheControl: 'no-cache' },
  { who: 'rider', cacheControl: undefined },
  { who: 'visitor', cacheControl: 'no-cache' },
  { who: 'visitor', cacheControl: undefined },
] as const;

/** The rows of the list at `url` as `agent` gets it (`Cache-Control` as given), which must answer 200. */
export async function listRows<Row>(agent: ReturnType<TestApp['agent']>, url: string, cacheControl?: string): Promise<Row[]> {
  const request = agent.get(url);
  const { body, status } = await (cacheControl ? request.set('Cache-Control', cacheControl) : request);
  expect(status).toBe(200);
  return body as Row[];
}

/** The rows of a page PostgreSQL wrote as JSON (server/db/json-sql.ts), as the answer carries them. */
export const parsedRows = <Row>(rows: { json: string }[]): Row[] => rows.map((row) => JSON.parse(row.json) as Row);
