import { createHash } from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';
import type { Queryable } from './client';

/** Puts a request's value into a query: as itself, or as a placeholder of a statement prepared once per shape. */
export type Bind = <Value>(value: Value) => Value | Placeholder;

/** For queries built and run once: values go in as they are. */
export const asIs: Bind = (value) => value;

/** The placeholders of one statement and this request's values for them, named in the order the query binds them. */
export class StatementValues {
  readonly values: Record<string, unknown> = {};
  private count = 0;
  private building = false;

  readonly bind: Bind = (value) => {
    if (this.building) throw new Error('A value was bound while building a statement built once per shape: bind it before');
    const name = `p${this.count++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  };

  /** Builds a query from placeholders bound already; binding another value meanwhile throws. */
  buildWithoutBinding<Query>(build: () => Query): Query {
    this.building = true;
    try {
      return build();
    } finally {
      this.building = false;
    }
  }
}

/**
 * A statement part that takes a request's value: the value bound now, the part built from it by the function
 * returned, with the statement, only the first time its shape is seen.
 */
export function bindForLater<Value, Part>(bind: Bind, value: Value, build: (bound: Value | Placeholder) => Part): () => Part {
  const bound = bind(value);
  return () => build(bound);
}

export interface PreparableQuery<Result> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Result> };
}
type PreparedQuery<Result> = ReturnType<PreparableQuery<Result>['prepare']>;

export interface StatementPlanning {
  /**
   * Plan the statement for each execution's values instead of letting PostgreSQL keep a generic plan: for a shape
   * whose best plan turns on how many rows a value matches (a range over a skewed column), which a generic plan
   * cannot see. Planning then costs each request (a millisecond or two for a list); the SQL is still rendered once.
   */
  plannedPerValue?: boolean;
}

/**
 * A hot read's statements, one per shape. Rendering a large drizzle select to SQL cost milliseconds of CPU per
 * request, and PostgreSQL planning its joins and geo filters cost more than running it; a statement prepared once
 * per shape (which filters and which sort a request uses: `shape` must name every choice that changes the SQL text)
 * is rendered once per process and parsed once per connection, and PostgreSQL may keep a generic plan for it. Every
 * value a request brings goes through `StatementValues.bind`, so the cached statement never holds one.
 */
export class PreparedByShape {
  private readonly statements = new WeakMap<Queryable, Map<string, PreparedQuery<unknown>>>();

  constructor(private readonly label: string) {}

  /**
   * `query` is rendered only the first time. Given as a function, it is also built only then: every value must be
   * bound before (building drizzle's select objects cost more CPU per request than binding and running them), and
   * binding one while it builds throws, so a value can never be left frozen in the statement of its shape.
   */
  run<Result>(
    db: Queryable, shape: string, values: StatementValues, query: PreparableQuery<Result> | (() => PreparableQuery<Result>),
    { plannedPerValue = false }: StatementPlanning = {},
  ): Promise<Result> {
    let byShape = this.statements.get(db);
    if (!byShape) this.statements.set(db, (byShape = new Map()));
    let statement = byShape.get(shape) as PreparedQuery<Result> | undefined;
    if (!statement) {
      // An unnamed statement is parsed and planned at every execution, for its values.
      const name = plannedPerValue ? '' : `${this.label}_${createHash('sha1').update(shape).digest('base64url').slice(0, 20)}`;
      statement = (typeof query === 'function' ? values.buildWithoutBinding(query) : query).prepare(name);
      byShape.set(shape, statement);
    }
    return statement.execute(values.values);
  }
}

/**
 * The shape of a parsed list query: which fields it has, and the values of `structural` fields (a sort, an enum
 * that picks a different condition), with everything else only present or absent.
 */
export function queryShape(query: Record<string, unknown>, structural: readonly string[]): string {
  return Object.keys(query).sort().map((key) => {
    const value = query[key];
    if (value == null || value === false || value === '') return `${key}:-`;
    return structural.includes(key) ? `${key}=${JSON.stringify(value)}` : `${key}:${typeof value}`;
  }).join(',');
}

/**
 * A statement whose SQL never changes (its values are all `sql.placeholder`s): built and rendered once per
 * database handle, then only executed.
 */
export function preparedOnce<Result>(
  name: string, build: (db: Queryable) => PreparableQuery<Result>,
): (db: Queryable) => PreparedQuery<Result> {
  const statements = new WeakMap<Queryable, PreparedQuery<Result>>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = build(db).prepare(name)));
    return statement;
  };
}

/**
 * A page's size and first-page offset written into the statement instead of bound. PostgreSQL costs a LIMIT or an
 * OFFSET it cannot see as a tenth of the matching rows, so a statement whose rows barely depend on its values (the
 * newest posts) never kept its generic plan and was planned again for every request, which cost more than running
 * it. `shape` names what is written (the page size, whether it is the first page) and must join the statement's
 * shape; a later page's offset stays bound, and such pages are planned per request as before. Drizzle writes an SQL
 * object where its limit takes a number.
 */
export function writtenPage({ limit, offset }: { limit: number; offset: number }, bind: Bind) {
  const size = Math.trunc(limit);
  const firstPage = offset === 0;
  return {
    limit: sql.raw(String(size)) as unknown as number,
    offset: firstPage ? 0 : bind(offset),
    shape: `limit=${size},${firstPage ? 'first' : 'later'}`,
  };
}

/** The length PostgreSQL assumes for an array parameter whose value a plan cannot see (a generic plan). */
const ASSUMED_ARRAY_LENGTH = 10;

/** A uuid no row has: fills a uuid[] parameter without matching anything. */
export const NO_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * An array parameter of a prepared statement, filled up to the ten elements PostgreSQL assumes for an array it
 * cannot see. With fewer, each plan made for the values is costed cheaper than the generic plan, so PostgreSQL never
 * keeps one and plans the statement again at every execution (for a session or a page's flags that planning cost
 * more than the lookups). `none` matches no row: in `= any(...)` the filler adds no row and no index lookup (a
 * btree skips repeated keys).
 */
export function planSizedArray<Value>(values: readonly Value[], none: Value): Value[] {
  if (values.length >= ASSUMED_ARRAY_LENGTH) return [...values];
  return [...values, ...Array.from({ length: ASSUMED_ARRAY_LENGTH - values.length }, () => none)];
}
