import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { whenPageIdle } from '@/lib/page-idle';
import { hasVisited } from './welcome-visit';

const WelcomeDialog = lazy(() => import('./WelcomeDialog').then((module) => ({ default: module.WelcomeDialog })));

/**
 * The welcome dialog for a first-time visitor, loaded and opened once the first page is on screen: the dialog's
 * code stays out of every later visit's download, and opening it never delays the page it greets.
 */
export function FirstVisitWelcome() {
  const [show, setShow] = useState(false);
  // A transition: React renders the card in small slices instead of one long task.
  useEffect(() => (hasVisited() ? undefined : whenPageIdle(() => startTransition(() => setShow(true)))), []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog />
    </Suspense>
  );
}
