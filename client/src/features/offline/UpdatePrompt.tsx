import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useClientOutdated } from '@/lib/app-update';
import { reloadToNewVersion, useUpdateWaiting } from './update-state';

export const NEW_VERSION_TEXT = 'A new version is ready';

/**
 * "A new version is ready - Reload": a new deployment's service worker is waiting, or the server said this app is
 * older than its API. Reloading lets the new version take over; nothing the rider typed is in flight then
 * (writes made offline wait in the outbox, which the new version sends).
 */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  const outdated = useClientOutdated();
  if (!waiting && !outdated) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-50 flex justify-center p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      <div className="flex w-full max-w-md items-center gap-3 rounded-lg border bg-popover p-3 shadow-lg">
        <RefreshCw aria-hidden="true" className="h-5 w-5 shrink-0 text-primary" />
        <p className="flex-1 text-sm font-medium">
          {NEW_VERSION_TEXT}
          {outdated && <span className="block text-xs font-normal text-muted-foreground">This page is out of date: reload to keep going.</span>}
        </p>
        <Button size="sm" onClick={reloadToNewVersion}>Reload</Button>
      </div>
    </div>
  );
}
