import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationItem, NotificationPreferences, UnreadCount, UnsubscribeResult } from '@shared/contracts/notifications';
import type { NotificationKind } from '@shared/constants';
import { apiRequest } from '@/lib/api';
import { usePagedList } from '@/lib/paged-list';

export const notificationPaths = {
  list: '/api/notifications',
  unreadCount: '/api/notifications/unread-count',
  read: '/api/notifications/read',
  stream: '/api/notifications/stream',
  preferences: '/api/notification-preferences',
  unsubscribe: '/api/notifications/unsubscribe',
} as const;

export const notificationKeys = {
  all: [notificationPaths.list],
  unreadCount: [notificationPaths.unreadCount],
  preferences: [notificationPaths.preferences],
} as const;

/** The rider's unread count (asked only when signed in); the stream keeps it current. */
export const useUnreadCount = (signedIn: boolean) =>
  useQuery({ ...queryOptions<UnreadCount>({ queryKey: notificationKeys.unreadCount }), enabled: signedIn });

/** The rider's notifications, newest first, of one kind or all, a page at a time. */
export const useNotificationList = (kind: NotificationKind | '', pageSize: number, enabled = true) =>
  usePagedList<NotificationItem>(notificationPaths.list, kind ? { kind } : {}, pageSize, enabled);

function refreshNotifications(queryClient: QueryClient, unread: UnreadCount) {
  queryClient.setQueryData(notificationKeys.unreadCount, unread);
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** Marks these notifications read (none given: all of them). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids?: string[]) =>
      (await (await apiRequest('POST', notificationPaths.read, ids ? { ids } : {})).json()) as UnreadCount,
    onSuccess: (unread) => refreshNotifications(queryClient, unread),
  });
}

/**
 * While signed in, listens to the server's stream: each message is the new unread count, and the lists are
 * refreshed with it. The browser's EventSource reconnects by itself after a dropped connection.
 */
export function useNotificationStream(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(notificationPaths.stream, { withCredentials: true });
    const onUnread = (message: MessageEvent<string>) => {
      const unread = JSON.parse(message.data) as UnreadCount;
      const before = queryClient.getQueryData<UnreadCount>(notificationKeys.unreadCount);
      if (before?.count === unread.count) return;
      refreshNotifications(queryClient, unread);
    };
    source.addEventListener('unread', onUnread);
    return () => {
      source.removeEventListener('unread', onUnread);
      source.close();
    };
  }, [signedIn, queryClient]);
}

/** How the rider hears of each kind, and whether email can be chosen at all. */
export const useNotificationPreferences = () =>
  useQuery(queryOptions<NotificationPreferences>({ queryKey: notificationKeys.preferences }));

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: NotificationPreferences['preferences']) =>
      (await (await apiRequest('PUT', notificationPaths.preferences, { preferences })).json()) as NotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}

/** An email's unsubscribe link, followed without logging in: the token names the rider and what to stop. */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await (await apiRequest('POST', notificationPaths.unsubscribe, { token })).json()) as UnsubscribeResult,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.preferences }),
  });
}
