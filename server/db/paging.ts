/**
 * A page whose rows carry `count(*) over ()` knows the list's total; only a page past the end (no rows to carry
 * it) needs a separate count.
 */
export async function pageTotal(rows: { total: number }[], offset: number, countAll: () => PromiseLike<{ count: number }[]>) {
  if (rows.length > 0 || offset === 0) return rows[0]?.total ?? 0;
  return (await countAll())[0].count;
}

export const withoutTotal = <T extends { total: number }>({ total: _total, ...row }: T) => row;
