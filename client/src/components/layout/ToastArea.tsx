import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from '@/hooks/use-toast';
import { whenPageIdle } from '@/lib/page-idle';

const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The global toast area, mounted once the first page is on screen, or at once when a toast comes sooner: its code
 * (the toast primitives) is not part of the download every first page waits for.
 */
export function ToastArea() {
  const { toasts } = useToast();
  const [pageIdle, setPageIdle] = useState(false);
  useEffect(() => whenPageIdle(() => setPageIdle(true)), []);
  if (!pageIdle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
