import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The inline Create New Arena dialog of the event forms, loaded when a rider first opens it. */
export const LazyQuickArenaDialog = lazyDialog(() => import('./QuickArenaDialog').then((module) => module.QuickArenaDialog));
