import http from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { CookieJar } from '../test/cookie-jar';
import { freePort } from '../test/ports';
import { assertIssuerAllowed } from './oidc';

const CLIENT_ID = 'cloverleaf-test';
const CLIENT_SECRET = 'a-client-secret-for-tests-only';

let provider: http.Server;
let issuer: string;
let appServer: http.Server;
let appUrl: string;
let t: TestApp;

beforeAll(async () => {
  const providerPort = await freePort();
  const appPort = await freePort();
  issuer = `http://127.0.0.1:${providerPort}`;
  appUrl = `http://127.0.0.1:${appPort}`;
  const oidc = new Provider(issuer, {
    clients: [{
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [`${appUrl}/api/callback`, 'http://cloverleaf.test/api/callback'],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'picture'] },
    findAccount: async (_ctx, accountId) => ({
      accountId,
      claims: async () => ({
        sub: accountId,
        email: `${accountId}@rodeo.example`,
        email_verified: true,
        given_name: 'Olive',
        family_name: 'Ranger',
        // One account's provider profile carries a script URL as its picture.
        picture: accountId === 'mallory' ? 'javascript:alert(document.cookie)' : 'https://images.example/olive.png',
      }),
    }),
    features: { devInteractions: { enabled: true } },
    ttl: { IdToken: 3600, AccessToken: 3600, AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  provider = oidc.listen(providerPort);
  t = await createTestApp({
    OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET, APP_URL: appUrl,
  });
  appServer = http.createServer(t.app).listen(appPort, '127.0.0.1');
});

afterAll(async () => {
  appServer?.close();
  provider?.close();
  await t?.close();
});

/** Logs in through the provider's own login and consent pages, as a browser would. */
async function loginThroughProvider(jar: CookieJar, account: string, referer?: string, loginPath = '/api/login') {
  let url = `${appUrl}${loginPath}`;
  let response = await jar.fetch(url, { headers: referer ? { referer } : {} });
  for (let step = 0; step < 20; step += 1) {
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url).toString();
      if (url.startsWith(appUrl) && !url.includes('/api/')) return url;
      response = await jar.fetch(url);
      continue;
    }
    const html = await response.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`unexpected page at ${url}: ${response.status} ${html.slice(0, 300)}`);
    const prompt = html.match(/name="prompt" value="([^"]+)"/)?.[1] ?? '';
    const form = new URLSearchParams({ prompt, login: account, password: 'any' });
    url = new URL(action, url).toString();
    response = await jar.fetch(url, {
      method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  throw new Error('login did not finish');
}

describe('OpenID Connect login', () => {
  it('signs the rider in through a real provider and upserts the user from its claims', async () => {
    const jar = new CookieJar();
    const landing = await loginThroughProvider(jar, 'olive');
    expect(landing).toBe(`${appUrl}/`);

    const me = await jar.fetch(`${appUrl}/api/auth/user`);
    expect(me.status).toBe(200);
    const user = await me.json();
    expect(user).toMatchObject({
      email: 'olive@rodeo.example', firstName: 'Olive', lastName: 'Ranger', profileImageUrl: 'https://images.example/olive.png',
    });

    // A second login of the same provider account is the same user, not a new row.
    const again = new CookieJar();
    await loginThroughProvider(again, 'olive');
    const second = await (await again.fetch(`${appUrl}/api/auth/user`)).json();
    expect(second.id).toBe(user.id);

    const logout = await jar.fetch(`${appUrl}/api/logout`);
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect((await jar.fetch(`${appUrl}/api/auth/user`)).status).toBe(401);
  });

  it('stores a picture claim only when it is an http(s) URL', async () => {
    const jar = new CookieJar();
    await loginThroughProvider(jar, 'mallory');
    const user = await (await jar.fetch(`${appUrl}/api/auth/user`)).json();
    expect(user.email).toBe('mallory@rodeo.example');
    expect(user.profileImageUrl).toBeNull();
  });

  it('returns the rider to the page that sent them to log in', async () => {
    const landing = await loginThroughProvider(new CookieJar(), 'returning-rider', `${appUrl}/trips?tab=upcoming`);
    expect(landing).toBe(`${appUrl}/trips?tab=upcoming`);
  });

  it("returns the rider to the page named by ?returnTo=, and never to another site", async () => {
    const named = await loginThroughProvider(new CookieJar(), 'named-rider', undefined, '/api/login?returnTo=%2Fevent%2F42');
    expect(named).toBe(`${appUrl}/event/42`);
    const foreign = await loginThroughProvider(new CookieJar(), 'lured-rider', undefined, `/api/login?returnTo=${encodeURIComponent('/\t/evil.test')}`);
    expect(foreign).toBe(`${appUrl}/`);
  });

  it('builds the callback URL from APP_URL', async () => {
    const response = await new CookieJar().fetch(`${appUrl}/api/login`);
    const authorize = new URL(response.headers.get('location')!);
    expect(authorize.origin).toBe(issuer);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${appUrl}/api/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('builds the callback URL from the request when APP_URL is not set', async () => {
    const noAppUrl = await createTestApp({ OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET });
    try {
      const response = await noAppUrl.agent().get('/api/login').set('Host', 'cloverleaf.test');
      const authorize = new URL(response.headers.location);
      expect(authorize.searchParams.get('redirect_uri')).toBe('http://cloverleaf.test/api/callback');
    } finally {
      await noAppUrl.close();
    }
  });

  it('does not offer local password login when OIDC is configured', async () => {
    const response = await new CookieJar().fetch(`${appUrl}/api/auth/login`, {
      method: 'POST', body: JSON.stringify({ email: 'a@b.co', password: 'whatever1' }), headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(404);
  });
});

describe('issuer rules', () => {
  it('accepts https anywhere and plain http only on a loopback address', () => {
    expect(() => assertIssuerAllowed('https://accounts.example.com')).not.toThrow();
    expect(() => assertIssuerAllowed('http://127.0.0.1:4000')).not.toThrow();
    expect(() => assertIssuerAllowed('http://localhost:4000/oidc')).not.toThrow();
    expect(() => assertIssuerAllowed('http://[::1]:4000')).not.toThrow();
    expect(() => assertIssuerAllowed('http://accounts.example.com')).toThrow(/https/);
    expect(() => assertIssuerAllowed('http://10.0.0.5')).toThrow(/https/);
  });
});
