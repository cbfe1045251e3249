import { clearRiderCaches } from '@/lib/offline-caches';
import { outbox } from '@/lib/outbox';
import { forgetKeptTime } from './kept-time';
import { waitingText } from './offline-text';

/**
 * Logging out forgets what this phone kept of the rider (pages, answers, photos, writes still waiting), so the next
 * person to use it sees none of it, also when the logout is made offline (the service worker then finishes it
 * with the server first when the connection returns). Writes still waiting are lost with it: the rider is asked.
 * Returns false when the rider chose to stay.
 */
export async function forgetRiderOnLogOut(): Promise<boolean> {
  const waiting = outbox().entries().filter((entry) => entry.state === 'waiting').length;
  if (waiting > 0 && !window.confirm(`${waitingText(waiting)}. Logging out removes them from this phone. Log out anyway?`)) {
    return false;
  }
  forgetKeptTime();
  await Promise.all([clearRiderCaches(), outbox().clear()]);
  return true;
}
