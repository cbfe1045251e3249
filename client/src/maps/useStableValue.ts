import { useRef } from 'react';

/**
 * The previous reference while the value is unchanged by content (JSON). Screens may pass fresh arrays on every
 * render (`items?.events ?? []`); without this the markers would be redrawn and a shown route dropped each time.
 */
export function useStableValue<T>(value: T): T {
  const ref = useRef<{ json: string; value: T } | null>(null);
  const json = JSON.stringify(value);
  if (!ref.current || ref.current.json !== json) ref.current = { json, value };
  return ref.current.value;
}
