import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_PASSWORD, createUser } from '../test/factories';
import { EMAIL_TAKEN, WRONG_CREDENTIALS } from './local';
import { SESSION_COOKIE } from './session';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const sessionCookie = (setCookie: string[] | string | undefined) =>
  ([] as string[]).concat(setCookie ?? []).find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));

describe('local accounts', () => {
  it('GET /api/auth/user is 401 with {message: "Unauthorized"} when signed out', async () => {
    const response = await t.agent().get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthorized' });
  });

  it('/api/login is a plain navigation to the login page, keeping where the rider came from', async () => {
    const response = await t.agent().get('/api/login').set('Host', 'cloverleaf.test').set('Referer', 'http://cloverleaf.test/events/create');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/login?returnTo=%2Fevents%2Fcreate');
    const foreign = await t.agent().get('/api/login').set('Host', 'cloverleaf.test').set('Referer', 'http://evil.test/x');
    expect(foreign.headers.location).toBe('/login');
  });

  it('lets browsers send the Referer to this site only, so a plain log-in link returns to its page', async () => {
    const response = await t.agent().get('/api/health');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it("/api/login?returnTo= names the page to come back to (browsers send no Referer), and only a same-site path", async () => {
    const named = await t.agent().get('/api/login?returnTo=%2Fevent%2F42%3Ftab%3Dcomments');
    expect(named.headers.location).toBe('/login?returnTo=%2Fevent%2F42%3Ftab%3Dcomments');
    // The named page wins over the Referer.
    const both = await t.agent().get('/api/login?returnTo=%2Ftrips').set('Host', 'cloverleaf.test')
      .set('Referer', 'http://cloverleaf.test/events');
    expect(both.headers.location).toBe('/login?returnTo=%2Ftrips');
    for (const foreign of ['https://evil.test/x', '//evil.test', '/\t/evil.test', '/api/logout']) {
      const response = await t.agent().get(`/api/login?returnTo=${encodeURIComponent(foreign)}`);
      expect(response.headers.location, foreign).toBe('/login');
    }
  });

  it('registers, is signed in at once, logs out and logs in again', async () => {
    const agent = t.agent();
    const register = await agent.post('/api/auth/register')
      .send({ email: 'Reba@Example.com', password: 'barrels-and-poles', firstName: 'Reba', lastName: 'Jones' });
    expect(register.status).toBe(201);
    expect(register.body).toMatchObject({ email: 'reba@example.com', firstName: 'Reba', lastName: 'Jones' });
    expect(register.body).not.toHaveProperty('passwordHash');

    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('reba@example.com');

    const logout = await agent.get('/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect((await agent.get('/api/auth/user')).status).toBe(401);

    const login = await agent.post('/api/auth/login').send({ email: 'reba@example.com', password: 'barrels-and-poles' });
    expect(login.status).toBe(200);
    expect((await agent.get('/api/auth/user')).body.id).toBe(register.body.id);
  });

  it('refuses a taken email with 409 and a clear message', async () => {
    const user = await createUser(t.db);
    const response = await t.agent().post('/api/auth/register').send({ email: user.email, password: 'another-password' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(EMAIL_TAKEN);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const user = await createUser(t.db);
    const wrong = await t.agent().post('/api/auth/login').send({ email: user.email, password: 'not the password' });
    const unknown = await t.agent().post('/api/auth/login').send({ email: 'nobody@example.com', password: TEST_PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(WRONG_CREDENTIALS);
    expect(unknown.body.message).toBe(WRONG_CREDENTIALS);
  });

  it('validates the body: 400 naming the field', async () => {
    const response = await t.agent().post('/api/auth/register').send({ email: 'not-an-email', password: 'short' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(expect.arrayContaining([
      { path: 'email', message: 'Enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]));
    expect(response.body.message).toBeTruthy();
  });

  it('sets an httpOnly SameSite=Lax session cookie and rotates the session id at login', async () => {
    const user = await createUser(t.db);
    const agent = t.agent();
    // A session that exists before login (e.g. planted by an attacker) must not survive it.
    const first = await agent.post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD });
    const firstCookie = sessionCookie(first.headers['set-cookie']);
    expect(firstCookie).toMatch(/HttpOnly/i);
    expect(firstCookie).toMatch(/SameSite=Lax/i);
    const second = await agent.post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD });
    const secondCookie = sessionCookie(second.headers['set-cookie']);
    expect(secondCookie?.split(';')[0]).not.toBe(firstCookie?.split(';')[0]);
  });

  it('marks the cookie Secure behind a TLS-terminating proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const user = await createUser(proxied.db);
      const response = await proxied.agent().post('/api/auth/login').set('X-Forwarded-Proto', 'https')
        .send({ email: user.email, password: TEST_PASSWORD });
      expect(sessionCookie(response.headers['set-cookie'])).toMatch(/;\s*Secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('rate limits login attempts', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await limited.agent().post('/api/auth/login').send({ email: 'x@example.com', password: 'wrong-password' });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('refuses a cross-site login POST', async () => {
    const response = await t.agent().post('/api/auth/login').set('Origin', 'https://evil.example')
      .send({ email: 'x@example.com', password: 'whatever-password' });
    expect(response.status).toBe(403);
  });
});

describe('API basics', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.agent().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });

  it('GET /api/config returns the maps key (empty when unset)', async () => {
    const response = await t.agent().get('/api/config');
    expect(response.body).toEqual({ googleMapsApiKey: '' });
    const keyed = await createTestApp({ GOOGLE_MAPS_API_KEY: 'test-key' });
    try {
      expect((await keyed.agent().get('/api/config')).body).toEqual({ googleMapsApiKey: 'test-key' });
    } finally {
      await keyed.close();
    }
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.agent().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":');
    expect(response.status).toBe(400);
  });
});
