import { useSyncExternalStore } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { clear, createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/contracts/offline';
import { ApiError, apiHeaders, throwIfNotOk } from './api';
import { NEEDS_CONNECTION } from './offline-status';
import { OUTBOX_DATABASE } from './offline-session';
import { queryClient } from './queryClient';

/** What a rider can do with no signal: these writes wait in the outbox and go when the connection returns. */
export type OutboxKind = 'comment' | 'ground-report' | 'save-event' | 'attendance' | 'trip-edit';

export interface OutboxWrite {
  kind: OutboxKind;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** JSON. */
  body?: Record<string, unknown>;
  /** Photos (already made smaller) uploaded first, one Idempotency-Key each; their ids go in `body.photoUploadIds`. */
  photos?: Blob[];
  /** What the rider sees in the outbox: "Comment on Spring Fling". */
  label: string;
  /** Where the waiting write shows in place (a thread's or a list's API path), beside its kind. */
  place?: string;
  /** Query keys to refresh once it is sent. */
  refresh: QueryKey[];
}

export interface OutboxEntry extends OutboxWrite {
  /** Also the Idempotency-Key: the server does the write once however often it is sent. */
  id: string;
  /** Whose write: only their session sends it; another rider signing in on the phone never sends it. */
  riderId: string;
  createdAt: number;
  /** 'refused': the server said no (the event was deleted); kept until the rider dismisses it. */
  state: 'waiting' | 'refused';
  attempts: number;
  refusal?: string;
}

export type SendResult = { sent: true; response: Response } | { sent: false; entry: OutboxEntry };

/** The outcome of one attempt, decided by the answer (or its absence). */
export type Attempt =
  | { outcome: 'sent'; response: Response }
  | { outcome: 'retry'; response?: Response }
  | { outcome: 'refused'; message: string; response: Response };

const RETRY_EVERY_MS = 30_000;
const NOT_SENT = 'The server did not accept this change.';

/** An answer the server may give differently later: in progress elsewhere, too fast, down, or an outdated app. */
function isRetryable(status: number, body: { code?: string }) {
  return status >= 500 || status === 429 || status === 426 || status === 408 || (status === 409 && body.code === 'in-progress');
}

async function readJson(response: Response): Promise<{ message?: string; code?: string }> {
  try {
    return (await response.clone().json()) as { message?: string; code?: string };
  } catch {
    return {};
  }
}

/** Sends one request with the entry's key; a failed connection (fetch throws) is the only 'retry' without an answer. */
async function attemptRequest(url: string, init: RequestInit, key: string): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'include', headers: { ...apiHeaders(), ...(init.headers as Record<string, string>), [IDEMPOTENCY_KEY_HEADER]: key } });
  } catch {
    return { outcome: 'retry' };
  }
  if (response.ok) return { outcome: 'sent', response };
  const body = await readJson(response);
  if (isRetryable(response.status, body)) return { outcome: 'retry', response };
  if (response.status === 401) return { outcome: 'refused', message: 'Log in again to send this.', response };
  return { outcome: 'refused', message: body.message ?? NOT_SENT, response };
}

/** Uploads the photos (each once, by its own key), then sends the write with their ids. */
export async function attemptWrite(entry: OutboxWrite & { id: string }): Promise<Attempt> {
  const photoIds: string[] = [];
  for (const [index, photo] of (entry.photos ?? []).entries()) {
    const form = new FormData();
    form.append('file', photo, `photo-${index + 1}.${photo.type === 'image/png' ? 'png' : 'jpg'}`);
    const upload = await attemptRequest('/api/uploads', { method: 'POST', body: form }, `${entry.id}:photo:${index}`);
    if (upload.outcome !== 'sent') return upload;
    photoIds.push(((await upload.response.json()) as { id: string }).id);
  }
  const body = entry.photos?.length
    ? { ...entry.body, photoUploadIds: [...((entry.body?.photoUploadIds as string[] | undefined) ?? []), ...photoIds] }
    : entry.body;
  return attemptRequest(entry.url, {
    method: entry.method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  }, entry.id);
}

export interface OutboxOptions {
  /** Called with each entry's `refresh` keys after it is sent. */
  onSent?: (entry: OutboxEntry, response: Response) => void;
  /** Tells whether the browser believes it is online (tests pass their own). */
  isOnline?: () => boolean;
  store?: UseStore;
}

/**
 * The rider's writes made with no connection, kept in IndexedDB so they survive closing the app, sent in the
 * order they were made when the connection returns (the `online` event, the app starting, every 30 s while any
 * wait), each exactly once thanks to its Idempotency-Key. A write the server refuses stays, marked, until the
 * rider dismisses it: nothing is dropped silently.
 */
export class Outbox {
  private readonly store: UseStore;
  private readonly isOnline: () => boolean;
  private list: OutboxEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private riderId: string | null = null;
  private flushing: Promise<void> | null = null;
  private loaded: Promise<void> | null = null;

  constructor(private readonly options: OutboxOptions = {}) {
    this.store = options.store ?? createStore(OUTBOX_DATABASE.outbox.database, OUTBOX_DATABASE.outbox.store);
    this.isOnline = options.isOnline ?? (() => navigator.onLine);
  }

  /** Entries of the rider now signed in, oldest first. */
  entries(): OutboxEntry[] {
    return this.list;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Loads what was waiting when the app last closed. */
  load(): Promise<void> {
    this.loaded ??= entries<string, OutboxEntry>(this.store).then((stored) => {
      this.list = stored.map(([, entry]) => entry).sort((a, b) => a.createdAt - b.createdAt);
      this.emit();
    });
    return this.loaded;
  }

  /**
   * The rider whose writes may be sent. A different rider signing in on this phone means the previous rider's
   * writes can no longer be sent as them: they are removed with the rest of that rider's data (see clear()).
   */
  async setRider(riderId: string | null): Promise<void> {
    await this.load();
    this.riderId = riderId;
    if (riderId === null) return;
    const others = this.list.filter((entry) => entry.riderId !== riderId);
    if (others.length > 0) {
      await Promise.all(others.map((entry) => del(entry.id, this.store)));
      this.list = this.list.filter((entry) => entry.riderId === riderId);
      this.emit();
    }
    void this.flush();
  }

  /**
   * Sends the write now when the browser is online; with no connection (or when sending fails for want of one) it
   * waits in the outbox under the same key, so a request that did reach the server is not done twice.
   */
  async send(write: OutboxWrite): Promise<SendResult> {
    const entry: OutboxEntry = {
      ...write, id: crypto.randomUUID(), riderId: this.riderId ?? '', createdAt: Date.now(), state: 'waiting', attempts: 0,
    };
    if (this.isOnline() && !this.hasWaiting()) {
      const attempt = await attemptWrite(entry);
      if (attempt.outcome === 'sent') return { sent: true, response: attempt.response };
      // Online, the rider hears at once why the server said no (too fast, a refusal), as for any other write;
      // only a failed connection or a server fault leaves the write waiting.
      const status = attempt.response?.status ?? 0;
      if (attempt.response && (attempt.outcome === 'refused' || status === 429 || status === 426)) await throwIfNotOk(attempt.response);
      entry.attempts = 1;
    }
    if (!this.riderId) throw new ApiError(0, JSON.stringify({ message: NEEDS_CONNECTION }));
    await this.save(entry);
    if (this.isOnline()) void this.flush();
    return { sent: false, entry };
  }

  /** Sends every waiting entry, oldest first; stops at the first that cannot go yet (order matters: save, then unsave). */
  flush(): Promise<void> {
    this.flushing ??= this.flushWaiting().finally(() => { this.flushing = null; });
    return this.flushing;
  }

  /** Sends a refused entry again (the rider fixed what was wrong, or logged in again). */
  async retry(id: string): Promise<void> {
    const entry = this.list.find((candidate) => candidate.id === id);
    if (!entry) return;
    await this.save({ ...entry, state: 'waiting', refusal: undefined });
    await this.flush();
  }

  async dismiss(id: string): Promise<void> {
    await del(id, this.store);
    this.list = this.list.filter((entry) => entry.id !== id);
    this.emit();
  }

  /** Logging out: the rider's waiting writes go with the rest of their data on this phone. */
  async clear(): Promise<void> {
    await clear(this.store);
    this.list = [];
    this.emit();
  }

  /** Starts sending when the connection returns and every 30 s while entries wait; returns the stop. */
  start(): () => void {
    const onOnline = () => void this.flush();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => {
      if (this.hasWaiting()) void this.flush();
    }, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }

  private hasWaiting() {
    return this.list.some((entry) => entry.state === 'waiting' && entry.riderId === this.riderId);
  }

  private async flushWaiting() {
    await this.load();
    for (const entry of [...this.list]) {
      if (entry.state !== 'waiting' || entry.riderId !== this.riderId) continue;
      if (!this.isOnline()) return;
      const attempt = await attemptWrite(entry);
      if (attempt.outcome === 'retry') {
        await this.save({ ...entry, attempts: entry.attempts + 1 });
        return;
      }
      if (attempt.outcome === 'refused') {
        await this.save({ ...entry, state: 'refused', refusal: attempt.message, attempts: entry.attempts + 1 });
        continue;
      }
      await this.dismiss(entry.id);
      this.options.onSent?.(entry, attempt.response);
    }
  }

  private async save(entry: OutboxEntry) {
    await set(entry.id, entry, this.store);
    const index = this.list.findIndex((candidate) => candidate.id === entry.id);
    this.list = index === -1 ? [...this.list, entry] : this.list.map((candidate) => (candidate.id === entry.id ? entry : candidate));
    this.emit();
  }

  private emit() {
    this.listeners.forEach((listener) => listener());
  }
}

/** The app's outbox (created on first use: IndexedDB exists only in the browser); what it sends refreshes its queries. */
let appOutbox: Outbox | null = null;

export function outbox(): Outbox {
  appOutbox ??= new Outbox({
    onSent: (entry) => entry.refresh.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
  });
  return appOutbox;
}

/** A write sent now (`value`: its JSON answer, null for 204) or waiting in the outbox (`waiting`). */
export type WriteResult<T> = { waiting: false; value: T } | { waiting: true; entry: OutboxEntry };

/** Sends `write` through the app's outbox. Throws ApiError when the server refuses it while online. */
export async function sendWrite<T>(write: OutboxWrite): Promise<WriteResult<T>> {
  const result = await outbox().send(write);
  if (!result.sent) return { waiting: true, entry: result.entry };
  const value = result.response.status === 204 ? null : await result.response.json();
  return { waiting: false, value: value as T };
}

const NO_ENTRIES: OutboxEntry[] = [];

/** The signed-in rider's waiting and refused writes, optionally only those of one kind and place. */
export function useOutboxEntries(filter?: { kind?: OutboxKind; place?: string }): OutboxEntry[] {
  const all = useSyncExternalStore(
    (listener) => (typeof indexedDB === 'undefined' ? () => undefined : outbox().subscribe(listener)),
    () => (typeof indexedDB === 'undefined' ? NO_ENTRIES : outbox().entries()),
    () => NO_ENTRIES,
  );
  if (!filter) return all;
  return all.filter((entry) => (!filter.kind || entry.kind === filter.kind) && (!filter.place || entry.place === filter.place));
}
