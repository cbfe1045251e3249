import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/constants';

/** What an unsubscribe link stops: the emails of one kind, or all of them (the digest's link). */
export type UnsubscribeScope = NotificationKind | 'all';

/** `<rider id>.<scope>.<signature>`: works without logging in, cannot be made for another rider, never expires. */
export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope): string {
  return `${userId}.${scope}.${signature(secret, userId, scope)}`;
}

/** The rider and scope a token names, or null when it was not made with this secret. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; scope: UnsubscribeScope } | null {
  const [userId, scope, given, ...rest] = token.split('.');
  if (rest.length > 0 || !given || !isScope(scope)) return null;
  const expected = Buffer.from(signature(secret, userId, scope));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { userId, scope } : null;
}

const isScope = (value: string | undefined): value is UnsubscribeScope =>
  value === 'all' || (NOTIFICATION_KINDS as readonly string[]).includes(value ?? '');

const signature = (secret: string, userId: string, scope: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${scope}`).digest('base64url');
