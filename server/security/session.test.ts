import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../auth/session';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_PASSWORD, createUser } from '../test/factories';

// server/auth/local.test.ts already proves httpOnly + SameSite=Lax, Secure behind a TLS proxy with TRUST_PROXY,
// id rotation on a second login and the login rate limit. These tests cover what it leaves out.

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** `cloverleaf.sid=...` from a response's Set-Cookie, and the whole header line. */
function sessionCookie(response: request.Response) {
  const line = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return { pair: line?.split(';')[0], line };
}

const whoIs = (cookie: string | undefined) => request(t.app).get('/api/auth/user').set('Cookie', cookie ?? '');

async function logIn(user: { email: string | null }) {
  const response = await request(t.app).post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  return sessionCookie(response).pair;
}

describe('session fixation', () => {
  it('a session id planted before login is dead afterwards: logging in issues a new id', async () => {
    const attacker = await createUser(t.db);
    const victim = await createUser(t.db);
    const planted = await logIn(attacker);

    const login = await request(t.app).post('/api/auth/login').set('Cookie', planted!)
      .send({ email: victim.email, password: TEST_PASSWORD });
    const issued = sessionCookie(login).pair;
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);
    expect((await whoIs(issued)).body.id).toBe(victim.id);
    // The attacker's copy of the old id reaches nobody, least of all the victim.
    expect((await whoIs(planted)).status).toBe(401);
  });

  it('registering rotates the session id too', async () => {
    const existing = await createUser(t.db);
    const before = await logIn(existing);
    const register = await request(t.app).post('/api/auth/register').set('Cookie', before!)
      .send({ email: `fresh-${Date.now()}@example.com`, password: 'long-enough-password' });
    expect(register.status).toBe(201);
    const after = sessionCookie(register).pair;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await whoIs(after)).body.id).toBe(register.body.id);
    expect((await whoIs(before)).status).toBe(401);
  });
});

describe('session lifetime', () => {
  it('logging out ends the session on the server: a copied cookie no longer works', async () => {
    const user = await createUser(t.db);
    const cookie = await logIn(user);
    expect((await whoIs(cookie)).status).toBe(200);
    const logout = await request(t.app).get('/api/logout').set('Cookie', cookie!);
    expect(logout.status).toBe(302);
    expect(sessionCookie(logout).line).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await whoIs(cookie)).status).toBe(401);
  });

  it('a cookie with a tampered signature or a made-up id is nobody', async () => {
    const user = await createUser(t.db);
    const cookie = (await logIn(user))!;
    const [name, value] = cookie.split('=');
    const tampered = `${name}=${value.slice(0, -3)}${value.endsWith('abc') ? 'xyz' : 'abc'}`;
    expect((await whoIs(tampered)).status).toBe(401);
    expect((await whoIs(`${SESSION_COOKIE}=s%3Anot-a-session.signature`)).status).toBe(401);
  });

  it('the cookie is host-only, for the whole site, and expires within a week', async () => {
    const user = await createUser(t.db);
    const response = await request(t.app).post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD });
    const line = sessionCookie(response).line!;
    expect(line).toMatch(/;\s*Path=\//);
    expect(line).not.toMatch(/;\s*Domain=/i);
    const expires = new Date(/Expires=([^;]+)/.exec(line)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(6 * 24 * 60 * 60 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 24 * 60 * 60 * 1000 + 5000);
  });

  it('a visitor gets no session cookie at all until they sign in', async () => {
    const response = await request(t.app).get('/api/events');
    expect(sessionCookie(response).line).toBeUndefined();
  });
});

describe('proxy headers are only believed with TRUST_PROXY', () => {
  it('without it, a forged X-Forwarded-Proto does not make the cookie Secure', async () => {
    const user = await createUser(t.db);
    const response = await request(t.app).post('/api/auth/login').set('X-Forwarded-Proto', 'https')
      .send({ email: user.email, password: TEST_PASSWORD });
    expect(sessionCookie(response).line).not.toMatch(/;\s*Secure/i);
  });

  it('without it, a forged X-Forwarded-For does not escape the login rate limit; register counts too', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    // express-rate-limit warns once that it saw X-Forwarded-For without 'trust proxy': expected here.
    const warning = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await request(limited.app).post('/api/auth/login').set('X-Forwarded-For', `203.0.113.${attempt}`)
          .send({ email: 'nobody@example.com', password: 'wrong-password' });
        statuses.push(response.status);
      }
      const register = await request(limited.app).post('/api/auth/register').set('X-Forwarded-For', '198.51.100.7')
        .send({ email: 'someone@example.com', password: 'long-enough-password' });
      statuses.push(register.status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(warning.mock.calls.flat().map(String).join()).toMatch(/X-Forwarded-For/);
    } finally {
      warning.mockRestore();
      await limited.close();
    }
  });
});
