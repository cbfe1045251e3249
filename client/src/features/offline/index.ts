// The app with no signal (issue 24): the service worker's registration and update prompt, the offline banner and
// outbox, the offline side of a session and logging out.
export { OfflineBar } from './OfflineBar';
export { OfflineSession } from './OfflineSession';
export { UpdatePrompt } from './UpdatePrompt';
export { registerServiceWorker } from './service-worker';
export { forgetRiderOnLogOut } from './log-out';
