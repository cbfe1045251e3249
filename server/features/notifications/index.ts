export { notificationsRouter } from './notifications.routes';
export {
  excerpt, notifyNewFollower, notifyRiders, oneRider, riderName, withdrawNotifications, type NotificationCause,
} from './notifications.repo';
export { groundReportCause, notificationJobHandlers, notifyEntriesClosing, notifyNewEvent } from './notifications.jobs';
export { sendEmailDigests, sendInstantEmails, unsubscribe, type NotificationMail } from './notifications.email';
export { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';
