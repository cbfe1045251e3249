import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@shared/schema';
import { FLYER_EXTRACTION_FAILED, FLYER_INVALID_TYPE, FLYER_TOO_LARGE } from '@shared/flyer';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, signIn } from '../../test/factories';
import { sniffFlyerType } from './file-type';
import { ImageTextReader, OcrBusyError, OcrTimeoutError } from './image-text';
import { flyerGif, flyerPng, pixelFloodPng, scannedPdf, textPdf, type FlyerDrawing } from './ocr.test-helpers';
import { closeFlyerReader } from './ocr.routes';

const URL = '/api/ocr/extract-flyer';

const SPRING_FLING: FlyerDrawing = {
  title: 'Spring Fling Barrel Race',
  lines: ['Saturday, March 14th 2026', 'Exhibitions 8:00 / Race 10:00 AM', '1D/4D/5D  $500 Added', 'Cowtown Coliseum',
    'Call Jane (817) 555-1234'],
};
const SPRING_FLING_FIELDS = {
  eventName: 'Spring Fling Barrel Race',
  date: '2026-03-14',
  time: '10:00 AM',
  patternSize: null,
  arenaName: 'Cowtown Coliseum',
  description: 'Exhibitions 8:00 / Race 10:00 AM\n1D/4D/5D $500 Added\nCall Jane (817) 555-1234',
  entriesCloseAt: null,
  lateFee: null,
  divisions: ['1D', '4D', '5D'].map((name) => ({ name, entryFee: null, addedMoney: null })),
  addedMoney: 500,
};

let t: TestApp;
let agent: ReturnType<TestApp['agent']>;
let rider: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  agent = t.agent();
  rider = await signIn(agent, t.db);
  await createArena(t.db, { name: 'Cowtown Coliseum' });
  await createArena(t.db, { name: 'Lazy Z Event Arena', city: 'Guthrie', state: 'OK' });
});

afterAll(async () => {
  await closeFlyerReader();
  await t?.close();
});

describe('POST /api/ocr/extract-flyer: reading flyers', () => {
  it('reads a flyer image drawn in the test (PNG) into the event fields, and keeps the image as the rider\'s upload', async () => {
    const response = await agent.post(URL).attach('file', flyerPng(SPRING_FLING), 'flyer.png');
    expect(response.status).toBe(200);
    const { flyerUpload, ...fields } = response.body;
    expect(fields).toEqual(SPRING_FLING_FIELDS);
    expect(flyerUpload).toEqual({ id: expect.any(String), url: `/uploads/${flyerUpload.id}/1000.webp`, width: 1100, height: 525 });
    const [kept] = await t.db.select().from(uploads).where(eq(uploads.id, flyerUpload.id));
    expect(kept).toMatchObject({ userId: rider.id, attachedAt: null });
    const served = await agent.get(flyerUpload.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('reads a GIF the same way, sent in the `flyer` field', async () => {
    const response = await agent.post(URL).attach('flyer', flyerGif(SPRING_FLING), 'flyer.gif');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...SPRING_FLING_FIELDS, flyerUpload: expect.objectContaining({ width: 1100 }) });
  });

  it('reads the text layer of a PDF', async () => {
    const pdf = textPdf([
      'Lazy Z Summer Showdown', 'Sat Jun 13, 2026', 'Exhibitions 8 AM / Race 10 AM', 'Standard pattern',
      'Open 4D $1,000 added | Youth 3D', 'Lazy Z Event Arena', 'Entries $40 (405) 555-0199',
    ]);
    const response = await agent.post(URL).attach('file', pdf, { filename: 'flyer.pdf', contentType: 'application/pdf' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      eventName: 'Lazy Z Summer Showdown',
      date: '2026-06-13',
      time: '10:00 AM',
      patternSize: 'medium',
      arenaName: 'Lazy Z Event Arena',
      description: 'Exhibitions 8 AM / Race 10 AM\nOpen 4D $1,000 added | Youth 3D\nEntries $40 (405) 555-0199',
      entriesCloseAt: null,
      lateFee: null,
      divisions: [{ name: 'Open 4D', entryFee: null, addedMoney: 1000 }, { name: 'Youth 3D', entryFee: null, addedMoney: null }],
      addedMoney: 1000,
    });
  });

  it('OCRs the first page of a PDF that has no text layer (a scan)', async () => {
    const pdf = scannedPdf(SPRING_FLING);
    expect(pdf.length).toBeLessThan(1024 * 1024);
    const response = await agent.post(URL).attach('file', pdf, 'scan.pdf');
    expect(response.status).toBe(200);
    // A PDF is read, not kept (no flyerUpload).
    expect(response.body).toEqual(SPRING_FLING_FIELDS);
  });

  it('answers 200 with the spec error when the file holds nothing useful', async () => {
    const blank = flyerPng({ title: '', lines: [] });
    const response = await agent.post(URL).attach('file', blank, 'blank.png');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ error: FLYER_EXTRACTION_FAILED, flyerUpload: expect.objectContaining({ url: expect.any(String) }) });
  });

  it('answers 422 for a damaged image, and the shared worker still reads the next one', async () => {
    const damaged = Buffer.concat([flyerPng(SPRING_FLING).subarray(0, 40), Buffer.alloc(2000, 7)]);
    const response = await agent.post(URL).attach('file', damaged, 'damaged.png');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ title: 'OCR Failed', message: expect.stringContaining('could not be read') });

    const next = await agent.post(URL).attach('file', flyerPng(SPRING_FLING), 'flyer.png');
    expect(next.body).toEqual({ ...SPRING_FLING_FIELDS, flyerUpload: expect.any(Object) });
  });

  it('refuses an image whose header claims a gigantic bitmap without decoding it', async () => {
    const response = await agent.post(URL).attach('file', pixelFloodPng(20_000, 20_000), 'huge.png');
    expect(response.status).toBe(422);
    expect(response.body.message).toMatch(/too large to read/);
  });
});

describe('POST /api/ocr/extract-flyer: what is accepted', () => {
  it('judges the type by content: a PNG named .pdf and sent as application/pdf is read as a PNG', async () => {
    const response = await agent.post(URL)
      .attach('file', flyerPng(SPRING_FLING), { filename: 'flyer.pdf', contentType: 'application/pdf' });
    expect(response.status).toBe(200);
    expect(response.body.eventName).toBe('Spring Fling Barrel Race');
  });

  it.each([
    ['an ELF executable', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)])],
    ['a Windows executable', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
    ['a text file', Buffer.from('Spring Fling Barrel Race\nSaturday, March 14th 2026\n')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>Race</text></svg>')],
  ])('refuses %s named .jpg and sent as image/jpeg with 400', async (_kind, bytes) => {
    const response = await agent.post(URL).attach('file', bytes, { filename: 'flyer.jpg', contentType: 'image/jpeg' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(FLYER_INVALID_TYPE);
  });

  it('refuses a file over 1 MB with 413', async () => {
    const big = Buffer.concat([flyerPng(SPRING_FLING), Buffer.alloc(1024 * 1024)]);
    const response = await agent.post(URL).attach('file', big, 'big.png');
    expect(response.status).toBe(413);
    expect(response.body).toEqual(FLYER_TOO_LARGE);
  });

  it('answers 400 when no file is sent, or when it comes in another field', async () => {
    const none = await agent.post(URL).field('note', 'hello');
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/choose/i);

    const wrongField = await agent.post(URL).attach('image', flyerPng(SPRING_FLING), 'flyer.png');
    expect(wrongField.status).toBe(400);

    const two = await agent.post(URL).attach('file', flyerPng(SPRING_FLING), 'a.png').attach('flyer', flyerPng(SPRING_FLING), 'b.png');
    expect(two.status).toBe(400);
  });

  it('answers 401 when signed out, before reading anything', async () => {
    const response = await t.agent().post(URL).attach('file', flyerPng(SPRING_FLING), 'flyer.png');
    expect(response.status).toBe(401);
  });
});

describe('sniffFlyerType', () => {
  it('knows JPEG, PNG, GIF and PDF by their bytes, and nothing else', async () => {
    expect(await sniffFlyerType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]))).toBe('jpeg');
    expect(await sniffFlyerType(flyerPng({ title: 'A', lines: [], width: 50 }))).toBe('png');
    expect(await sniffFlyerType(flyerGif({ title: 'A', lines: [], width: 50 }))).toBe('gif');
    expect(await sniffFlyerType(textPdf(['Barrel Race']))).toBe('pdf');
    expect(await sniffFlyerType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(await sniffFlyerType(Buffer.from('<!doctype html><title>x</title>'))).toBeNull();
    expect(await sniffFlyerType(Buffer.from(' %PDF-1.7'))).toBeNull();
    expect(await sniffFlyerType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(await sniffFlyerType(Buffer.alloc(0))).toBeNull();
  });
});

describe('ImageTextReader', () => {
  it('gives up on readings that overrun the time limit, promptly, terminating the worker each time', async () => {
    const reader = new ImageTextReader({ timeoutMs: 5, maxWaiting: 2 });
    try {
      const started = performance.now();
      await expect(reader.read(flyerPng(SPRING_FLING))).rejects.toBeInstanceOf(OcrTimeoutError);
      await expect(reader.read(flyerPng(SPRING_FLING))).rejects.toBeInstanceOf(OcrTimeoutError);
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await reader.close();
    }
  });

  it('runs one reading at a time and refuses more than the queue holds', async () => {
    const reader = new ImageTextReader({ timeoutMs: 20_000, maxWaiting: 0 });
    try {
      const small = flyerPng({ title: 'Barrel Race', lines: [], width: 500 });
      const first = reader.read(small);
      await expect(reader.read(small)).rejects.toBeInstanceOf(OcrBusyError);
      expect((await first).map((line) => line.text)).toEqual(['Barrel Race']);
    } finally {
      await reader.close();
    }
  });
});
