import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestLog } from './request-log';

/** An app behind requestLog whose logger writes into `lines`; /api/note logs through req.log. */
function appLoggingAt(level: string, lines: Record<string, unknown>[]) {
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ level }, destination)));
  app.get('/api/note', (req, res) => {
    req.log.warn('a route note');
    res.json({ ok: true });
  });
  return app;
}

describe('requestLog', () => {
  it('writes a line per API request at info, with its method, URL and status', async () => {
    const lines: Record<string, unknown>[] = [];
    await request(appLoggingAt('info', lines)).get('/api/note');
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'a route note' }));
    expect(lines).toContainEqual(expect.objectContaining({
      msg: 'request completed', req: expect.objectContaining({ method: 'GET', url: '/api/note' }), res: { statusCode: 200 },
    }));
  });

  it('writes no request line above info, and routes still log through req.log', async () => {
    const lines: Record<string, unknown>[] = [];
    const response = await request(appLoggingAt('warn', lines)).get('/api/note');
    expect(response.body).toEqual({ ok: true });
    expect(lines.map((line) => line.msg)).toEqual(['a route note']);
  });
});
