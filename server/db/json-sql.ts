import { Column, is, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** An instant as JSON.stringify writes a Date, so every answer spells times the same way. */
const isoTimestampSql = (column: AnyPgColumn | SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Fields of a JSON object built in SQL: columns, expressions, or nested objects of them. */
export interface JsonFields {
  [field: string]: AnyPgColumn | SQL | JsonFields;
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

function jsonValueSql(value: AnyPgColumn | SQL | JsonFields): SQL {
  if (is(value, SQL)) return value;
  if (!is(value, Column)) return jsonObjectSql(value);
  // The JSON a drizzle select would answer with: node-postgres gives numerics as text and timestamps as Dates.
  if (value.columnType === 'PgTimestamp') return isoTimestampSql(value);
  if (value.columnType === 'PgNumeric') return sql`${value}::text`;
  return sql`${value}`;
}

/**
 * A JSON object of `fields`, each read as the same select through drizzle would give it after JSON (numerics as
 * strings, timestamps as ISO strings with milliseconds): for answers PostgreSQL can put together in the one statement
 * that reads them, nested lists included. Written by `row_to_json` over a one-row select of the fields, which spells
 * it as JSON.stringify does (no spaces; `json_build_object` puts one around each colon) in about two thirds of the
 * time.
 */
export function jsonObjectSql(fields: JsonFields): SQL {
  const parts = Object.entries(fields).map(([name, value]) => {
    if (!FIELD_NAME.test(name)) throw new Error(`Not a JSON field name: ${name}`);
    return sql`${jsonValueSql(value)} as ${sql.raw(`"${name}"`)}`;
  });
  return sql`(select row_to_json(fields) from (select ${sql.join(parts, sql`, `)}) as fields)`;
}

/** `jsonObjectSql(fields)` as the text PostgreSQL writes, to be sent as it is. */
export const jsonTextSql = (fields: JsonFields) => sql<string>`${jsonObjectSql(fields)}::text`;

/** A field a list adds to a kept row's JSON: a number node-postgres read (a distance, a count), or nothing. */
export type AddedJsonField = number | null;

/**
 * A kept row's JSON text (`json`: a row kept by a trigger, say) with more fields added last, each as JSON.stringify
 * writes it: what only the request knows (a distance from its centre, a count as of today). Added here rather than in
 * the statement: PostgreSQL's left(text, -1) counts every character of the text to drop the last one, about 25 µs for
 * a 1.5 KB event row, where a string here is sliced in place.
 */
export function jsonTextWithFields(json: string, fields: Record<string, AddedJsonField>): string {
  for (const name in fields) {
    if (!FIELD_NAME.test(name)) throw new Error(`Not a JSON field name: ${name}`);
  }
  return jsonTextWithMembers(json, jsonMembersOf(fields));
}

/** An object's members as JSON.stringify writes them, without the braces: `"saved":true,"liked":false`. */
export const jsonMembersOf = (fields: object) => JSON.stringify(fields).slice(1, -1);

/** A JSON object's text with `members` (as `jsonMembersOf` writes them) added last. */
export function jsonTextWithMembers(json: string, members: string): string {
  if (members === '') return json;
  return json === '{}' ? `{${members}}` : `${json.slice(0, -1)},${members}}`;
}

/** `jsonObjectSql(fields)`, or null where `presence` is null (an optional part: a left-joined row, an unset field). */
export const jsonObjectOrNullSql = <Shape = unknown>(presence: AnyPgColumn, fields: JsonFields) =>
  sql<Shape | null>`case when ${presence} is null then null else ${jsonObjectSql(fields)} end`;

/**
 * A list row as PostgreSQL wrote it: the row without the viewer's flags as JSON text (`jsonTextSql`), beside columns
 * of its own for the viewer's flags and the fields they are read by (server/http/shared-list-pages.ts adds the flags
 * to it). Building each row's object in Node and serializing it again cost a signed-in list more CPU than anything
 * else it did, on the one thread that serves every request.
 */
export interface JsonListRow {
  json: string;
}

/** Rows read with a `json` column beside others (counts, flags already in it), as the page sends them: the JSON alone. */
export const jsonRowsOf = (rows: readonly JsonListRow[]): JsonListRow[] => rows.map(({ json }) => ({ json }));
