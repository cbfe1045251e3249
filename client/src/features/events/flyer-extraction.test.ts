// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractFlyer, FlyerExtractionError, matchArenaByName } from './flyer-extraction';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const flyer = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'flyer.png', { type: 'image/png' });

afterEach(() => vi.unstubAllGlobals());

describe('extractFlyer', () => {
  it('posts the file as multipart field "file" and returns what the flyer says', async () => {
    const extraction = { eventName: 'Spring Fling', date: '2026-04-11', time: '9:00 AM', patternSize: 'large', description: null, arenaName: null };
    const fetchMock = vi.fn(async () => json(extraction));
    vi.stubGlobal('fetch', fetchMock);
    await expect(extractFlyer(flyer())).resolves.toEqual(extraction);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ocr/extract-flyer');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('fails with the server message of a refused file', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ title: 'Invalid File Type', message: 'Please upload a JPG, PNG, GIF, or PDF file.' }, 400)));
    const failure = extractFlyer(flyer());
    await expect(failure).rejects.toBeInstanceOf(FlyerExtractionError);
    await expect(failure).rejects.toThrow('Please upload a JPG, PNG, GIF, or PDF file.');
  });

  it('fails with the error of a file that held nothing usable', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Nothing readable' })));
    await expect(extractFlyer(flyer())).rejects.toThrow('Nothing readable');
  });

  it('falls back to the spec text when the server says nothing useful', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad Gateway', { status: 502 })));
    await expect(extractFlyer(flyer())).rejects.toThrow('Could not extract information from the file. Please fill in details manually.');
  });

  it('leaves a 401 to the log-in handling', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'Unauthorized' }, 401)));
    await expect(extractFlyer(flyer())).rejects.toThrow(/^401: /);
  });
});

describe('matchArenaByName', () => {
  const arenas = [{ name: 'Cowtown Coliseum' }, { name: 'Cowtown Coliseum Annex' }];
  it('picks the arena spelled the same, ignoring case and punctuation', () => {
    expect(matchArenaByName(arenas, 'COWTOWN COLISEUM')).toBe(arenas[0]);
    expect(matchArenaByName(arenas, 'Cowtown Coliseum!')).toBe(arenas[0]);
  });
  it('picks the only candidate, and nothing when it is ambiguous', () => {
    expect(matchArenaByName([arenas[1]], 'Annex')).toBe(arenas[1]);
    expect(matchArenaByName(arenas, 'Cowtown')).toBeNull();
    expect(matchArenaByName(arenas, '  ')).toBeNull();
  });
});
