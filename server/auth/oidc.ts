import { Router, type Request } from 'express';
import type { PassportStatic } from 'passport';
import * as client from 'openid-client';
import { Strategy, type AuthenticateOptions, type VerifyFunction } from 'openid-client/passport';
import { isHttpUrl } from '@shared/validation/common';
import type { OidcSettings } from '../config';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { upsertOidcUser } from '../features/users/users.accounts.repo';
import { loginReturnPath } from './return-to';

const STRATEGY = 'oidc';

const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);

/** https only, except a plain-http issuer on this machine (local providers, tests) — whatever NODE_ENV says. */
export function assertIssuerAllowed(issuerUrl: string): URL {
  const url = new URL(issuerUrl);
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return url;
  throw new Error(`OIDC_ISSUER_URL must use https (plain http is allowed only for a loopback address): ${issuerUrl}`);
}

async function discoverOidc(settings: OidcSettings): Promise<client.Configuration> {
  const issuer = assertIssuerAllowed(settings.issuerUrl);
  const options = issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined;
  return settings.clientSecret
    ? client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, options)
    : client.discovery(issuer, settings.clientId, undefined, client.None(), options);
}

type Claims = Record<string, unknown> | undefined;

/** ID token claims, completed from the UserInfo endpoint (many providers put email and names only there). */
async function profileFromTokens(
  config: client.Configuration,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
) {
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('The provider returned no ID token');
  let claims: Claims = idClaims;
  if (config.serverMetadata().userinfo_endpoint) {
    claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
  }
  const text = (name: string) => (typeof claims?.[name] === 'string' ? (claims[name] as string) : null);
  return {
    subject: `${idClaims.iss}|${idClaims.sub}`,
    email: text('email')?.toLowerCase() ?? null,
    ...namesFromClaims(claims),
    // Rendered as the avatar's src: only http(s), like every URL the app stores.
    profileImageUrl: httpUrlOrNull(text('picture')),
  };
}

const httpUrlOrNull = (value: string | null) => (value && isHttpUrl(value.trim()) ? value.trim() : null);

function namesFromClaims(claims: Claims) {
  const given = typeof claims?.given_name === 'string' ? claims.given_name : null;
  const family = typeof claims?.family_name === 'string' ? claims.family_name : null;
  if (given || family) return { firstName: given, lastName: family };
  const [first, ...rest] = typeof claims?.name === 'string' ? claims.name.trim().split(/\s+/) : [];
  return { firstName: first || null, lastName: rest.join(' ') || null };
}

/**
 * OpenID Connect login through openid-client's passport strategy. Discovery is retried on the next login when the
 * provider was unreachable at start, so a provider outage never keeps the app from starting.
 */
export function oidcAuthRouter(passport: InstanceType<PassportStatic['Passport']>, db: Database, settings: OidcSettings, appUrl: string | undefined) {
  let ready: Promise<void> | null = null;
  const ensureStrategy = () => {
    ready ??= discoverOidc(settings).then((config) => {
      const verify: VerifyFunction = (tokens, done) => {
        profileFromTokens(config, tokens)
          .then((profile) => upsertOidcUser(db, profile))
          .then((user) => done(null, user), done);
      };
      passport.use(STRATEGY, new Strategy({ config, scope: settings.scopes, name: STRATEGY }, verify));
    }).catch((error) => {
      ready = null;
      throw error;
    });
    return ready;
  };
  const callbackUrl = (req: Request) => `${appUrl ?? `${req.protocol}://${req.get('host')}`}/api/callback`;

  const router = Router();
  router.get('/api/login', async (req, res, next) => {
    try {
      await ensureStrategy();
    } catch {
      return next(new HttpError(503, 'The login provider is unavailable. Please try again later.'));
    }
    req.session.returnTo = loginReturnPath(req) ?? '/';
    const options: AuthenticateOptions = { callbackURL: callbackUrl(req) };
    passport.authenticate(STRATEGY, options)(req, res, next);
  });
  router.get('/api/callback', async (req, res, next) => {
    try {
      await ensureStrategy();
    } catch {
      return next(new HttpError(503, 'The login provider is unavailable. Please try again later.'));
    }
    const options: AuthenticateOptions = {
      callbackURL: callbackUrl(req),
      keepSessionInfo: true,
      successReturnToOrRedirect: '/',
      failureRedirect: '/',
    };
    passport.authenticate(STRATEGY, options)(req, res, next);
  });
  return { router, ready: ensureStrategy };
}
