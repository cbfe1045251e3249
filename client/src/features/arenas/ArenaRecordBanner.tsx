import { Trophy } from 'lucide-react';

/** '14.523' -> '14.523'; '15.100' -> '15.1': the stored time without trailing zeros. */
const formatSeconds = (time: string) => {
  const value = Number(time);
  return Number.isFinite(value) ? String(Number(value.toFixed(3))) : time;
};

/** The arena record (holder and fastest time in seconds), shown only when both are known. */
export function ArenaRecordBanner({ holder, time }: { holder: string | null; time: string | null }) {
  if (!holder?.trim() || !time?.trim()) return null;
  return (
    <div className="flex items-center gap-3 rounded-lg border border-amber-500/50 bg-amber-100 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100" data-testid="arena-record">
      <Trophy aria-hidden="true" className="h-6 w-6 shrink-0 text-amber-600 dark:text-amber-400" />
      <p>
        <span className="font-semibold">Arena Record:</span>{' '}
        <span className="font-semibold tabular-nums">{formatSeconds(time)} seconds</span> by {holder}
      </p>
    </div>
  );
}
