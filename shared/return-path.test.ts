import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeReturnPath('/event/5f1c')).toBe('/event/5f1c');
    expect(safeReturnPath('/events?state=TX&radius=25')).toBe('/events?state=TX&radius=25');
    expect(safeReturnPath('/trips#upcoming')).toBe('/trips#upcoming');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses anything that would leave the site', () => {
    for (const value of [
      'https://evil.example/x', '//evil.example', '/\\evil.example', '\\\\evil.example', 'evil.example',
      'javascript:alert(1)', '/\t/evil.example', '/\n/evil.example', '/\r/evil.example', ' /events', '/ /x',
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('refuses the log-in routes and the API, also when spelled with dot segments', () => {
    expect(safeReturnPath('/api/logout')).toBeUndefined();
    expect(safeReturnPath('/login?returnTo=/x')).toBeUndefined();
    expect(safeReturnPath('/events/../api/logout')).toBeUndefined();
    expect(safeReturnPath('/./login')).toBeUndefined();
  });

  it('refuses what is not a string or is unreasonably long', () => {
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath(['/events'])).toBeUndefined();
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBeUndefined();
  });
});
