import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/hooks/use-toast';

const Toaster = lazy(() => import('./toaster').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The global toast area (Layout mounts it once). Radix's toast stack loads with the first toast, not with every
 * page: most visits never show one. Once loaded it stays mounted, so a closing toast still animates out.
 */
export function ToastArea() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
