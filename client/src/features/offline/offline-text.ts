import { format, isToday } from 'date-fns';

/** "You're offline - showing what was saved at 6:40 PM" (with the day when it was not today). */
export function offlineBannerText(savedAt: Date | null): string {
  if (!savedAt) return "You're offline - showing what was saved on this phone";
  const when = isToday(savedAt) ? format(savedAt, 'h:mm a') : format(savedAt, "MMM d 'at' h:mm a");
  return `You're offline - showing what was saved ${isToday(savedAt) ? 'at ' : 'on '}${when}`;
}

/** "1 change waiting to send", "3 changes waiting to send". */
export const waitingText = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting to send`;
