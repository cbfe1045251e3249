import { isOffline, NEEDS_CONNECTION } from '@/lib/offline-status';
import { useEffect, useState, type ReactNode } from 'react';

// One toast at a time; a dismissed toast stays in memory (closed) for 1,000,000 ms before removal.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; the Toaster's default is 5000. */
  duration?: number;
  action?: ReactNode;
  /** Called once the Toaster has put this toast on screen. */
  onShown?: () => void;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener(toasts));
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(id, setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY));
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  toasts.forEach((item) => {
    if (id === undefined || item.id === id) scheduleRemoval(item.id);
  });
  publish(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

function updateToast(id: string, options: ToastOptions): void {
  publish(toasts.map((item) => (item.id === id ? { ...item, ...options } : item)));
}

/** Shows a toast from anywhere (components, mutation callbacks, plain modules). */
/**
 * With no connection, every failure says why, whichever action failed: the writes that can wait (comments, ground
 * reports, saves, answers, trip edits) never fail for that, so a failure then is an action that needs the server.
 */
const explainOffline = (options: ToastOptions): ToastOptions =>
  (options.variant === 'destructive' && isOffline() ? { ...options, title: "You're offline", description: NEEDS_CONNECTION } : options);

export function toast(options: ToastOptions) {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  publish([{ ...explainOffline(options), id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastOptions) => updateToast(id, next),
  };
}

/** Current toasts for the Toaster, plus toast/dismiss for components that prefer a hook. */
export function useToast() {
  const [state, setState] = useState<ToastItem[]>(toasts);
  useEffect(() => {
    listeners.add(setState);
    setState(toasts); // catch toasts shown between the first render and this subscription
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state, toast, dismiss: dismissToast };
}

/** A write made with no connection waits in the outbox: `what` ("Your comment") goes when the rider has signal. */
export const waitingToSendToast = (what: string) =>
  toast({ title: 'Waiting to send', description: `You're offline. ${what} is saved on this phone and goes when you have signal.` });
