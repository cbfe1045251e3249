// @vitest-environment jsdom
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/testing/api-server';
import { eventPaths } from './api';
import { extractFlyer, FlyerExtractionError, matchArenaByName } from './flyer-extraction';

// jsdom's FormData and File do not survive Node's fetch (the file would reach the fake API empty and named 'blob'):
// the flyer is sent with Node's own, so the fake API reads the multipart body as the server would.
beforeEach(async () => {
  vi.stubGlobal('FormData', (await new Response(new URLSearchParams()).formData()).constructor);
});
afterEach(() => vi.unstubAllGlobals());

const flyer = () => new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'flyer.png', { type: 'image/png' }) as unknown as File;
/** The flyer extraction answers with `answer`. */
const flyerAnswers = (answer: () => Response) => fakeApi({ 'POST /api/ocr/extract-flyer': answer });

describe('extractFlyer', () => {
  it('posts the file as multipart field "file" and returns what the flyer says', async () => {
    const extraction = { eventName: 'Spring Fling', date: '2026-04-11', time: '9:00 AM', patternSize: 'large', description: null, arenaName: null };
    const api = flyerAnswers(() => json(extraction));
    await expect(extractFlyer(flyer())).resolves.toEqual(extraction);
    const [request] = api.requests;
    expect(request.url.pathname).toBe(eventPaths.extractFlyer);
    expect(request.method).toBe('POST');
    expect((request.body as FormData).get('file')).toBeInstanceOf(NodeFile);
  });

  it('fails with the server message of a refused file', async () => {
    flyerAnswers(() => json({ title: 'Invalid File Type', message: 'Please upload a JPG, PNG, GIF, or PDF file.' }, { status: 400 }));
    const failure = extractFlyer(flyer());
    await expect(failure).rejects.toBeInstanceOf(FlyerExtractionError);
    await expect(failure).rejects.toThrow('Please upload a JPG, PNG, GIF, or PDF file.');
  });

  it('fails with the error of a file that held nothing usable', async () => {
    flyerAnswers(() => json({ error: 'Nothing readable' }));
    await expect(extractFlyer(flyer())).rejects.toThrow('Nothing readable');
  });

  it('falls back to the spec text when the server says nothing useful', async () => {
    flyerAnswers(() => new Response('Bad Gateway', { status: 502 }));
    await expect(extractFlyer(flyer())).rejects.toThrow('Could not extract information from the file. Please fill in details manually.');
  });

  it('leaves a 401 to the log-in handling', async () => {
    flyerAnswers(() => json({ message: 'Unauthorized' }, { status: 401 }));
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
