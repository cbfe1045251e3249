import type { Router } from 'express';
import type { AppDeps } from '../app';

/** Every feature's router, mounted under /api. */
export function apiRouters(_deps: AppDeps): Router[] {
  return [];
}
