/** A value after JSON: dates become ISO strings, everything else keeps its shape. */
export type Json<T> = T extends Date
  ? string
  : T extends (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [Key in keyof T]: Json<T[Key]> }
      : T;

// TODO(issue 17): the contracts below derive from server functions; each feature declares its shapes instead.
export type Rows<T extends (...args: never[]) => Promise<{ rows: unknown[] } | null>> = NonNullable<Awaited<ReturnType<T>>>['rows'][number];
export type Found<T extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<T>>>;

/**
 * A select's columns for a contract shape: exactly its keys. `{ id: table.id, ... } satisfies Columns<Shape>` fails
 * to compile when the select gains a field the contract does not declare, or loses one it does.
 */
export type Columns<T> = { [Key in keyof T]: unknown };
