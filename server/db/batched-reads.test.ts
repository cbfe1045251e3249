import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads';

/** A store whose reads the test finishes by hand, recording the keys of each. */
function slowStore(values: Map<string, number>) {
  const batches: { keys: string[]; finish: () => void }[] = [];
  const read = batchedReads<string, number>((keys) => new Promise((resolve) => {
    // Values are taken when the read finishes, as a database answers with what is committed when it runs.
    batches.push({ keys: [...keys], finish: () => resolve(new Map([...values].filter(([key]) => keys.includes(key)))) });
  }));
  return { read, batches };
}

const ticks = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedReads', () => {
  it('reads keys asked for together in one batch, each answered with its own value (null when absent)', async () => {
    const { read, batches } = slowStore(new Map([['a', 1], ['b', 2]]));
    const answers = Promise.all([read('a'), read('b'), read('missing')]);
    await ticks();
    expect(batches.map((batch) => batch.keys)).toEqual([['a', 'b', 'missing']]);
    batches[0].finish();
    expect(await answers).toEqual([1, 2, null]);
  });

  it('keeps one read in flight: keys asked for meanwhile wait and go together in the next, never taking the older answer', async () => {
    const values = new Map([['a', 1]]);
    const { read, batches } = slowStore(values);
    const first = read('a');
    await ticks();
    expect(batches).toHaveLength(1);

    const second = read('a');
    const third = read('c');
    await ticks();
    expect(batches).toHaveLength(1); // they wait for the read in flight

    batches[0].finish();
    expect(await first).toBe(1);
    await ticks();
    expect(batches.map((batch) => batch.keys)).toEqual([['a'], ['a', 'c']]);
    // Their own read runs now, so it sees what was committed after the first read began.
    values.set('a', 20);
    values.set('c', 3);
    batches[1].finish();
    expect(await Promise.all([second, third])).toEqual([20, 3]);
  });

  it('starts the next batch after a failed read, and reports the failure to that batch only', async () => {
    let calls = 0;
    const read = batchedReads<string, number>(async (keys) => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, key.length]));
    });
    await expect(read('a')).rejects.toThrow('connection lost');
    expect(await read('abc')).toBe(3);
  });
});
