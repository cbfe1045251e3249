import { lazy, Suspense, useRef, useState, type ComponentType, type RefObject } from 'react';

/**
 * What a dialog opened by `useLazyDialog`'s button is given: whether it is open, how it asks to close, and the
 * button that gets the focus back when it closes (its DialogContent's `returnFocusTo`).
 */
export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * A dialog whose code (Radix's dialog stack, the form inside, its schema) downloads when a rider first opens it,
 * so a page ships only the button that opens it. Nothing renders before the first opening; after it the dialog stays
 * mounted, so it animates out and opens again at once. `isOpen` says when it is open (its `open` prop by default).
 */
export function lazyDialog<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
  isOpen: (props: TProps) => boolean = (props) => (props as { open?: boolean }).open === true,
) {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: TProps) {
    const [opened, setOpened] = useState(false);
    if (isOpen(props) && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  /** Starts the download early, e.g. when a pointer rests on the button. */
  LazyDialog.preload = () => void load().catch(() => undefined);
  return LazyDialog;
}

/**
 * The state of a button that opens `dialog` (a `lazyDialog`): spread `buttonProps` on the button (its ref, that it
 * opens a dialog, the download starting on hover, the opening) and `dialogProps` on the dialog. Where several buttons
 * open one dialog, call `openDialog` from each instead: the focus then goes back to whichever element had it when
 * the dialog opened.
 */
export function useLazyDialog(dialog?: { preload: () => void }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = () => {
    opener.current = buttonRef.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setOpen(true);
  };
  const buttonProps = { ref: buttonRef, 'aria-haspopup': 'dialog' as const, onPointerEnter: dialog?.preload, onClick: openDialog };
  const dialogProps: LazyDialogProps = { open, onOpenChange: setOpen, returnFocusTo: opener };
  return { buttonRef, buttonProps, openDialog, dialogProps };
}
