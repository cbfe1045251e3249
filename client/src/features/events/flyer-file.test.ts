// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkFlyerFile, sniffFlyerKind } from './flyer-file';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const GIF = Array.from('GIF89a', (c) => c.charCodeAt(0));
const PDF = Array.from('%PDF-1.7', (c) => c.charCodeAt(0));

const file = (name: string, head: number[], size = 2048, type = '') => {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
};

const TOO_LARGE = { ok: false, title: 'File Too Large', message: 'Please upload a file smaller than 1MB.' };
const INVALID = { ok: false, title: 'Invalid File Type', message: 'Please upload a JPG, PNG, GIF, or PDF file.' };

describe('sniffFlyerKind', () => {
  it('knows the four signatures', () => {
    expect(sniffFlyerKind(new Uint8Array(PNG))).toBe('png');
    expect(sniffFlyerKind(new Uint8Array(JPEG))).toBe('jpeg');
    expect(sniffFlyerKind(new Uint8Array(GIF))).toBe('gif');
    expect(sniffFlyerKind(new Uint8Array(PDF))).toBe('pdf');
    expect(sniffFlyerKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
    expect(sniffFlyerKind(new Uint8Array([]))).toBeNull();
  });
});

describe('checkFlyerFile', () => {
  it('accepts JPEG, PNG, GIF and PDF flyers up to 1MB', async () => {
    await expect(checkFlyerFile(file('flyer.jpg', JPEG, 1024 * 1024))).resolves.toEqual({ ok: true, kind: 'jpeg' });
    await expect(checkFlyerFile(file('Flyer.PNG', PNG))).resolves.toEqual({ ok: true, kind: 'png' });
    await expect(checkFlyerFile(file('flyer.gif', GIF))).resolves.toEqual({ ok: true, kind: 'gif' });
    await expect(checkFlyerFile(file('flyer.pdf', PDF))).resolves.toEqual({ ok: true, kind: 'pdf' });
  });

  it('refuses a file over 1MB before looking at anything else', async () => {
    await expect(checkFlyerFile(file('flyer.png', PNG, 1024 * 1024 + 1))).resolves.toEqual(TOO_LARGE);
    await expect(checkFlyerFile(file('notes.txt', [], 2 * 1024 * 1024))).resolves.toEqual(TOO_LARGE);
  });

  it('refuses other file types by name', async () => {
    await expect(checkFlyerFile(file('notes.txt', PDF))).resolves.toEqual(INVALID);
    await expect(checkFlyerFile(file('flyer.webp', PNG))).resolves.toEqual(INVALID);
    await expect(checkFlyerFile(file('flyer', PNG))).resolves.toEqual(INVALID);
  });

  it('refuses a file whose first bytes are not what its name says', async () => {
    await expect(checkFlyerFile(file('flyer.png', Array.from('hello world', (c) => c.charCodeAt(0)), 64, 'image/png')))
      .resolves.toEqual(INVALID);
    await expect(checkFlyerFile(file('flyer.pdf', PNG))).resolves.toEqual(INVALID);
    await expect(checkFlyerFile(file('flyer.jpg', PDF))).resolves.toEqual(INVALID);
    await expect(checkFlyerFile(file('empty.png', [], 0))).resolves.toEqual(INVALID);
  });
});
