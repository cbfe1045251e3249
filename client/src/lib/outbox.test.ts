// @vitest-environment jsdom
// jsdom so that client/src/testing/setup.ts starts the MSW server answering these requests; IndexedDB is
// fake-indexeddb's in-memory implementation.
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/contracts/offline';
import { apiServer } from '@/testing/api-server';
import { ApiError } from './api';
import { Outbox, type OutboxEntry, type OutboxWrite } from './outbox';

let storeNumber = 0;

/** An outbox on a store of its own, with a switch for the connection. */
function makeOutbox(connection = { online: false }, store = createStore(`outbox-test-${(storeNumber += 1)}`, 'entries')) {
  const sent: OutboxEntry[] = [];
  const box = new Outbox({ store, isOnline: () => connection.online, onSent: (entry) => sent.push(entry) });
  return { box, sent, connection, store };
}

/**
 * The API as the server answers it: comments are stored once per Idempotency-Key and a repeat gets the first
 * answer. `loseAnswers` drops that many answers after the write was done (the connection died on the way back).
 */
function commentServer({ loseAnswers = 0, refuse = false } = {}) {
  const comments: { id: string; text: string }[] = [];
  const byKey = new Map<string, { id: string; text: string }>();
  const keysSeen: string[] = [];
  let toLose = loseAnswers;
  apiServer.use(http.post('/api/events/:id/comments', async ({ request }) => {
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '';
    keysSeen.push(key);
    if (refuse) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
    let comment = byKey.get(key);
    if (!comment) {
      comment = { id: `c${comments.length + 1}`, text: ((await request.json()) as { commentText: string }).commentText };
      comments.push(comment);
      byKey.set(key, comment);
    }
    if (toLose > 0) {
      toLose -= 1;
      return HttpResponse.error();
    }
    return HttpResponse.json(comment, { status: 201 });
  }));
  return { comments, keysSeen };
}

const comment = (text: string): OutboxWrite => ({
  kind: 'comment', method: 'POST', url: '/api/events/e1/comments', body: { commentText: text },
  label: 'Comment on Spring Fling', place: '/api/events/e1/comments', refresh: [['/api/events/e1/comments']],
});

describe('the outbox', () => {
  it('keeps a write made offline, across a restart of the app, and sends it once when the connection returns', async () => {
    const server = commentServer();
    const { box, connection, store } = makeOutbox();
    await box.setRider('rider-1');
    const result = await box.send(comment('Ground is deep today'));
    expect(result.sent).toBe(false);
    expect(box.entries()).toMatchObject([{ state: 'waiting', label: 'Comment on Spring Fling', riderId: 'rider-1' }]);
    expect(server.keysSeen).toHaveLength(0);

    // The app was closed; it opens again with a connection.
    connection.online = true;
    const reopened = makeOutbox(connection, store);
    await reopened.box.setRider('rider-1');
    await reopened.box.flush();
    expect(server.comments).toEqual([{ id: 'c1', text: 'Ground is deep today' }]);
    expect(reopened.box.entries()).toEqual([]);
    expect(reopened.sent.map((entry) => entry.body)).toEqual([{ commentText: 'Ground is deep today' }]);
  });

  it('retries with the same key after the answer was lost, so the server keeps one comment', async () => {
    const server = commentServer({ loseAnswers: 1 });
    const { box, connection } = makeOutbox({ online: false });
    await box.setRider('rider-1');
    await box.send(comment('Stalls are on the north side'));
    connection.online = true;
    await box.flush();
    // The write reached the server but its answer did not come back: still waiting, one attempt made.
    expect(box.entries()).toMatchObject([{ state: 'waiting', attempts: 1 }]);
    await box.flush();
    expect(box.entries()).toEqual([]);
    expect(server.comments).toHaveLength(1);
    expect(new Set(server.keysSeen).size).toBe(1);
    expect(server.keysSeen).toHaveLength(2);
  });

  it('keeps a write the server refuses, marked with its reason, until the rider dismisses it or sends it again', async () => {
    commentServer({ refuse: true });
    const { box, connection, sent } = makeOutbox();
    await box.setRider('rider-1');
    await box.send(comment('Is this still on?'));
    connection.online = true;
    await box.flush();
    expect(box.entries()).toMatchObject([{ state: 'refused', refusal: 'Not found' }]);
    expect(sent).toHaveLength(0);

    // A later flush leaves it alone; "Try again" sends it (now accepted).
    await box.flush();
    expect(box.entries()).toHaveLength(1);
    apiServer.resetHandlers();
    const server = commentServer();
    await box.retry(box.entries()[0].id);
    expect(server.comments).toHaveLength(1);
    expect(box.entries()).toEqual([]);

    // Online, a refusal is the caller's to show at once: nothing is kept.
    commentServer({ refuse: true });
    await expect(box.send(comment('Again?'))).rejects.toBeInstanceOf(ApiError);
    expect(box.entries()).toHaveLength(0);
  });

  it('sends in the order the rider made them and stops at the first that cannot go yet', async () => {
    const keys: string[] = [];
    let down = true;
    apiServer.use(
      http.post('/api/saved-events', ({ request }) => {
        keys.push(`save:${request.headers.get(IDEMPOTENCY_KEY_HEADER)}`);
        return down ? HttpResponse.json({ message: 'Service temporarily unavailable' }, { status: 503 }) : HttpResponse.json({ id: 's1' }, { status: 201 });
      }),
      http.delete('/api/saved-events/:id', () => {
        keys.push('unsave');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { box, connection } = makeOutbox();
    await box.setRider('rider-1');
    await box.send({ kind: 'save-event', method: 'POST', url: '/api/saved-events', body: { eventId: 'e1' }, label: 'Save Spring Fling', refresh: [] });
    await box.send({ kind: 'save-event', method: 'DELETE', url: '/api/saved-events/s1', label: 'Unsave Spring Fling', refresh: [] });
    connection.online = true;
    await box.flush();
    expect(keys).toHaveLength(1);
    expect(box.entries()).toHaveLength(2);
    down = false;
    await box.flush();
    expect(keys.slice(1)).toEqual([keys[0], 'unsave']);
    expect(box.entries()).toEqual([]);
  });

  it('uploads the photos of a ground report first, each with a key of its own, then sends their ids', async () => {
    const uploadKeys: string[] = [];
    let report: unknown = null;
    apiServer.use(
      http.post('/api/uploads', ({ request }) => {
        uploadKeys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '');
        return HttpResponse.json({ id: `u${uploadKeys.length}`, url: '/uploads/x/1000.webp', width: 10, height: 10 }, { status: 201 });
      }),
      http.post('/api/arenas/:id/footing-reports', async ({ request }) => {
        report = { key: request.headers.get(IDEMPOTENCY_KEY_HEADER), body: await request.json() };
        return HttpResponse.json({ id: 'r1' }, { status: 201 });
      }),
    );
    const { box, connection } = makeOutbox();
    await box.setRider('rider-1');
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await box.send({
      kind: 'ground-report', method: 'POST', url: '/api/arenas/a1/footing-reports', label: 'Ground report', refresh: [],
      body: { condition: 'good', notes: '', riddenOn: '2026-11-26', eventId: null, photoUploadIds: [] }, photos: [photo, photo],
    });
    connection.online = true;
    await box.flush();
    const id = (report as { key: string }).key;
    expect(uploadKeys).toEqual([`${id}:photo:0`, `${id}:photo:1`]);
    expect(report).toMatchObject({ body: { condition: 'good', photoUploadIds: ['u1', 'u2'] } });
  });

  it("never sends another rider's writes: signing in as someone else on the phone removes them", async () => {
    const server = commentServer();
    const { box, connection } = makeOutbox();
    await box.setRider('rider-1');
    await box.send(comment('From rider one'));
    connection.online = true;
    await box.setRider('rider-2');
    await box.flush();
    expect(server.comments).toEqual([]);
    expect(box.entries()).toEqual([]);
  });

  it('online: sends at once; a server fault leaves the write waiting, a refusal is thrown as for any write', async () => {
    const { box } = makeOutbox({ online: true });
    await box.setRider('rider-1');
    commentServer();
    const sent = await box.send(comment('Quick one'));
    expect(sent.sent).toBe(true);

    apiServer.use(http.post('/api/events/:id/comments', () => HttpResponse.json({ message: 'Oops' }, { status: 500 })));
    const waiting = await box.send(comment('During the outage'));
    expect(waiting.sent).toBe(false);

    const other = makeOutbox({ online: true });
    await other.box.setRider('rider-1');
    apiServer.use(http.post('/api/events/:id/comments', () => HttpResponse.json({ message: 'Comment text is required' }, { status: 400 })));
    const refusal = await other.box.send(comment('')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(400);
    expect(other.box.entries()).toEqual([]);
  });
});
