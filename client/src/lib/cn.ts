import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind classes override earlier ones (`cn('p-2', 'p-4')` -> 'p-4').
 * Call it while rendering, not at module load: its first call builds tailwind-merge's tables (~80 ms on a phone,
 * measured under a 4x CPU slowdown), which would lengthen the one long task that starts the app.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
