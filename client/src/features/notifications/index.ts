// What the app shell uses of notifications: the header's bell.
export { NotificationBell } from './NotificationBell';
