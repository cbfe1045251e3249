import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { QUERY_READ_TIMEOUT } from '../db/client';
import { errorMiddleware } from './errors';

/** An app whose one route throws `error`, behind the real error middleware. */
function appThrowing(error: unknown) {
  const app = express();
  app.get('/boom', () => {
    throw error;
  });
  app.use(errorMiddleware(pino({ level: 'silent' })));
  return app;
}

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('errorMiddleware: the database going away is 503, not 500', () => {
  it.each([
    ['pg-pool losing the connection under a query (no code, only a message)', new Error('Connection terminated unexpectedly')],
    ['the same, wrapped by drizzle', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['the server shutting down (57P01), wrapped', wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' }))],
    ['the pool giving up connecting', new Error('timeout exceeded when trying to connect')],
    ['a query whose wait ran out (DB_QUERY_TIMEOUT_MS), wrapped', wrapped(new Error(QUERY_READ_TIMEOUT))],
    ['a server still starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a host out of reach, wrapped', wrapped(Object.assign(new Error('connect EHOSTUNREACH 10.0.0.9:5432'), { code: 'EHOSTUNREACH' }))],
    ['a stopped server whose Unix socket is gone', Object.assign(new Error('connect ENOENT /tmp/.s.PGSQL.5432'), { code: 'ENOENT', syscall: 'connect' })],
    ['the object store not answering (the AWS SDK), wrapped', wrapped(Object.assign(new Error('socket hang up'), { name: 'TimeoutError' }))],
  ])('%s', async (_label, error) => {
    const response = await request(appThrowing(error)).get('/boom');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
  });

  it('anything else unexpected stays a 500 with a generic message', async () => {
    const response = await request(appThrowing(new Error('undefined is not a function'))).get('/boom');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Something went wrong. Please try again.' });
  });
});
