import { useState } from 'react';
import { Download } from 'lucide-react';
import type { SavedEventEntry } from '@shared/contracts/social';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { downloadTextFile } from '@/lib/download-file';

/** Downloads the saved events as an .ics file for Google, Apple or Outlook calendars. */
export function ExportButton({ entries }: { entries: SavedEventEntry[] }) {
  const [busy, setBusy] = useState(false);
  const exportCalendar = async () => {
    setBusy(true);
    try {
      // The iCalendar library loads only when a rider exports.
      const { buildSavedEventsIcs, ICS_FILE_NAME } = await import('./ics-export');
      downloadTextFile(buildSavedEventsIcs(entries, window.location.origin), ICS_FILE_NAME);
      const count = `${entries.length} saved ${entries.length === 1 ? 'event' : 'events'}`;
      toast({ title: 'Calendar exported', description: `${count} in ${ICS_FILE_NAME}. Open it to add them to your calendar.` });
    } catch {
      toast({ title: 'Error', description: 'Could not export your events. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void exportCalendar()} disabled={busy || entries.length === 0}>
      {busy ? <Spinner className="h-4 w-4" label="Exporting" /> : <Download aria-hidden="true" />}
      Export
    </Button>
  );
}
