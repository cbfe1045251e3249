/** Entries kept in memory up to `maxEntries`; the least recently used go first. */
export class LeastRecentlyUsed<Entry> {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** The entry, now forgotten. */
  take(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    return entry;
  }

  set(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
