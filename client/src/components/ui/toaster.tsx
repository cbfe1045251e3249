import { useEffect } from 'react';
import { useToast } from '@/hooks/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/** The global toast area; mount once (Layout does). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, duration, action, open, onShown }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
          {onShown && <ShownSignal onShown={onShown} />}
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}

/** Tells the toast's caller it is on screen (effects run after the commit that rendered it). */
function ShownSignal({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    onShown(); // a block, so a callback that happens to return a function is never taken for the effect's cleanup
  }, [onShown]);
  return null;
}
