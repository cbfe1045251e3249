import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

const focusableItems = 'a[href], button:not([disabled])';

/**
 * Open/closed state for a button that shows a panel of links (profile menu, small-screen navigation).
 * Closes on Escape (focus returns to the button), on a pointer press outside the button and panel, and
 * when keyboard focus leaves both. ArrowUp/ArrowDown move between the panel's links.
 */
export function useDropdown<TPanel extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<TPanel>(null);
  const panelId = useId();

  const isInside = useCallback((node: Node | null) => {
    if (!node) return false;
    return Boolean(buttonRef.current?.contains(node) || panelRef.current?.contains(node));
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, isInside]);

  // A null relatedTarget (e.g. Safari does not focus clicked links) is left to the pointer handler, so a
  // click on a link inside the panel is not lost to an early close.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !isInside(next)) setOpen(false);
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(focusableItems) ?? []);
    if (items.length === 0) return;
    event.preventDefault();
    const current = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(current + step + items.length) % items.length].focus();
  };

  const close = useCallback(() => setOpen(false), []);

  return {
    open,
    setOpen,
    close,
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
      onBlur,
    },
    panelProps: { ref: panelRef, id: panelId, onBlur, onKeyDown: onPanelKeyDown },
  };
}
