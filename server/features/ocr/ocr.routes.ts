import { Router } from 'express';
import type { AppDeps } from '../../app';

// Not built yet: see the "complete REST API" issue.
export function ocrRouter(_deps: AppDeps): Router {
  return Router();
}
