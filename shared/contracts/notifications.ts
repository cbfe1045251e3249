import type { NotificationChannel, NotificationKind } from '../constants';
import type { Json } from './json';

/** GET /api/notifications (paged, newest first): one notification as the bell and the page show it. */
export interface NotificationRecord {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string | null;
  /** The page it is about: a path of this app. */
  linkPath: string;
  /** The rider whose action caused it, when one did. */
  actor: { id: string; name: string; avatar: string | null } | null;
  createdAt: Date;
  readAt: Date | null;
}
export type NotificationItem = Json<NotificationRecord>;

/** GET /api/notifications/unread-count, and each message of the stream. */
export interface UnreadCount {
  count: number;
}

/** GET/PUT /api/notification-preferences: the rider's choice for every kind, and whether email can be sent at all. */
export interface NotificationPreferences {
  /** False when no mail server is configured: only 'in_app' and 'off' can be chosen. */
  emailAvailable: boolean;
  preferences: { kind: NotificationKind; channel: NotificationChannel }[];
}

/** POST /api/notifications/unsubscribe: which emails stopped ('all', or one kind) and how the app names them. */
export interface UnsubscribeResult {
  stopped: NotificationKind | 'all';
  label: string;
}
