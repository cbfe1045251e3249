import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRouteTable } from './route-table';

const APP_SOURCE = fs.readFileSync(path.join(import.meta.dirname, '../src/App.tsx'), 'utf8');

describe('readRouteTable', () => {
  it('reads every <Route> of App.tsx in order, with each lazy page\'s module', () => {
    const table = readRouteTable(APP_SOURCE);
    expect(table.length).toBe([...APP_SOURCE.matchAll(/<Route\s/g)].length);
    expect(table[0]).toEqual({ route: '/', page: 'HomePage', lazy: false });
    expect(table.find((entry) => entry.route === '/events/:id')).toEqual({
      route: '/events/:id', page: 'EventDetailPage', lazy: true, importPath: '@/features/events/EventDetailPage',
    });
    expect(table.at(-1)).toEqual({ route: '*', page: 'NotFoundPage', lazy: true, importPath: '@/features/not-found/NotFoundPage' });
    for (const entry of table.filter((each) => each.lazy)) {
      const file = path.join(import.meta.dirname, '../src', `${entry.importPath!.slice(2)}.tsx`);
      expect(fs.existsSync(file), file).toBe(true);
    }
  });
});
