// The app with no signal (issue 24): the offline banner and outbox, the new-version prompt, the offline side of a
// session (loaded after the page), the service worker's registration (loaded after the page) and logging out.
export { OfflineBar } from './OfflineBar';
export { OfflineSessionLoader as OfflineSession } from './OfflineSessionLoader';
export { UpdatePrompt } from './UpdatePrompt';
export { forgetRiderOnLogOut } from './log-out';

/** Registers the service worker; its code (Workbox's window library) loads only then. */
export const registerServiceWorker = () => {
  void import('./service-worker').then((module) => module.registerServiceWorker());
};
