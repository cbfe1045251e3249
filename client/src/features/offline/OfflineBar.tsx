import { useEffect, useState } from 'react';
import { ChevronDown, CloudOff, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { OFFLINE_CACHES } from '@/lib/offline-caches';
import { noteSavedPage, useOfflineStatus } from '@/lib/offline-status';
import { outbox, useOutboxEntries, type OutboxEntry } from '@/lib/outbox';
import { offlineBannerText, waitingText } from './offline-text';

/** With no connection, the page may be the copy kept when it was last opened: the banner says when that was. */
function useSavedPageTime(offline: boolean) {
  useEffect(() => {
    if (!offline || typeof caches === 'undefined') return;
    void caches.match(window.location.href, { cacheName: OFFLINE_CACHES.pages, ignoreVary: true })
      .then((page) => {
        const date = page?.headers.get('date');
        if (date) noteSavedPage(new Date(date));
      })
      .catch(() => undefined);
  }, [offline]);
}

function OutboxRow({ entry }: { entry: OutboxEntry }) {
  const refused = entry.state === 'refused';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium">{entry.label}</span>
        <span className={cn('block text-xs', refused ? 'text-destructive' : 'text-muted-foreground')}>
          {refused ? `Not sent: ${entry.refusal}` : 'Waiting to send'}
        </span>
      </span>
      {refused && (
        <span className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => void outbox().retry(entry.id)}>Try again</Button>
          <Button size="sm" variant="ghost" onClick={() => void outbox().dismiss(entry.id)}>Dismiss</Button>
        </span>
      )}
    </li>
  );
}

/**
 * Under the header: "You're offline - showing what was saved at 6:40 PM" while there is no connection, and the
 * rider's writes still waiting to send (or refused by the server on return), which open into a list.
 */
export function OfflineBar() {
  const { online, savedAt } = useOfflineStatus();
  const offline = !online || savedAt !== null;
  useSavedPageTime(offline);
  const entries = useOutboxEntries();
  const waiting = entries.filter((entry) => entry.state === 'waiting').length;
  const refused = entries.length - waiting;
  const [open, setOpen] = useState(false);
  if (!offline && entries.length === 0) return null;

  return (
    <div className={cn('border-b text-sm', offline ? 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50' : 'bg-muted')}>
      <div className="container flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
        {offline && (
          <p role="status" className="flex items-center gap-2 font-medium">
            <CloudOff aria-hidden="true" className="h-4 w-4 shrink-0" />
            {offlineBannerText(savedAt)}
          </p>
        )}
        {entries.length > 0 && (
          <button
            type="button"
            className="flex min-h-9 items-center gap-1.5 underline-offset-2 hover:underline"
            aria-expanded={open}
            aria-controls="outbox-list"
            onClick={() => setOpen((isOpen) => !isOpen)}
          >
            <Send aria-hidden="true" className="h-4 w-4" />
            {waiting > 0 && waitingText(waiting)}
            {waiting > 0 && refused > 0 && ', '}
            {refused > 0 && <span className="text-destructive">{refused} not sent</span>}
            <ChevronDown aria-hidden="true" className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
          </button>
        )}
      </div>
      {open && entries.length > 0 && (
        <ul id="outbox-list" className="container divide-y border-t pb-1">
          {entries.map((entry) => <OutboxRow key={entry.id} entry={entry} />)}
        </ul>
      )}
    </div>
  );
}
