import DataLoader from 'dataloader';

/**
 * Reads by key that many concurrent requests make (a session by its id): at most one query in flight, and every key
 * asked for meanwhile goes in the next one, together. A read never takes the answer of a query that began before it
 * was asked, so it sees every change committed before its request arrived; under load the database gets one query
 * per batch instead of one per request. Nothing is cached between batches.
 */
export function batchedReads<Key, Value>(
  readMany: (keys: readonly Key[]) => Promise<Map<Key, Value>>,
): (key: Key) => Promise<Value | null> {
  let inFlight: Promise<unknown> | null = null;
  const loader = new DataLoader<Key, Value | null>(async (keys) => {
    const read = readMany(keys);
    inFlight = read;
    const settle = () => { if (inFlight === read) inFlight = null; };
    read.then(settle, settle);
    const found = await read;
    return keys.map((key) => found.get(key) ?? null);
  }, {
    cache: false,
    batchScheduleFn: (dispatch) => {
      if (inFlight) inFlight.then(dispatch, dispatch);
      else process.nextTick(dispatch);
    },
  });
  return (key) => loader.load(key);
}
