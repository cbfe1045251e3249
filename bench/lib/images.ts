import sharp from 'sharp';
import type { SignedInRider } from './fixtures';
import { residentMemoryMb, type RunningServer } from './servers';

export interface ImageUploadFigures {
  photo: { width: number; height: number; bytes: number };
  /** Each sequential POST /api/uploads of the photo, ms (the server's whole processing: decode, 3 sizes, store). */
  processingMs: number[];
  medianProcessingMs: number;
  /** Bytes of the 400-wide card size served for it. */
  cardBytes: number;
  /** The server's resident memory before, and at its highest while `concurrent` such uploads arrived at once. */
  rssBeforeMb: number | null;
  peakRssMb: number | null;
  concurrent: number;
  concurrentWallMs: number;
}

const SEQUENTIAL_RUNS = 5;
const CONCURRENT_UPLOADS = 10;

/**
 * A 12-megapixel phone photo: a smooth scene (an upscaled random tile) under fine grain, JPEG quality 90, with a
 * GPS position in its EXIF, about as large as the phones riders carry produce.
 */
export async function twelveMegapixelPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const tile = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 120, sigma: 50 } } })
    .png().toBuffer();
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } })
    .png().toBuffer();
  return sharp(tile).resize(width, height, { kernel: 'cubic' })
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 45/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '97/1 48/1 3/1' } })
    .toBuffer();
}

async function upload(baseUrl: string, rider: SignedInRider, photo: Buffer): Promise<{ ms: number; id: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_4032.jpg');
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/uploads`, { method: 'POST', body: form, headers: { cookie: rider.cookie, origin: baseUrl } });
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return { ms, id: ((await response.json()) as { id: string }).id };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Time to process a 12 MP phone photo, the card size served for it, and the server's memory under 10 at once. */
export async function measureImageUploads(server: RunningServer, rider: SignedInRider, log: (line: string) => void): Promise<ImageUploadFigures> {
  const photo = await twelveMegapixelPhoto();
  const metadata = await sharp(photo).metadata();
  log(`  photo: ${metadata.width} x ${metadata.height}, ${(photo.length / 1024 / 1024).toFixed(1)} MB`);
  await upload(server.baseUrl, rider, photo); // warm-up: sharp's first use loads libvips
  const runs: { ms: number; id: string }[] = [];
  for (let run = 0; run < SEQUENTIAL_RUNS; run += 1) runs.push(await upload(server.baseUrl, rider, photo));
  const processingMs = runs.map((run) => Math.round(run.ms));
  const card = await fetch(`${server.baseUrl}/uploads/${runs[0].id}/400.webp`);
  const cardBytes = (await card.arrayBuffer()).byteLength;
  log(`  processing: median ${median(processingMs)} ms (${processingMs.join(', ')}); card size ${(cardBytes / 1024).toFixed(1)} KB`);

  const memoryMb = () => {
    const rss = residentMemoryMb(server.pid);
    return rss === null ? null : Math.round(rss);
  };
  const rssBeforeMb = memoryMb();
  let peakRssMb = rssBeforeMb;
  const sampler = setInterval(() => {
    const rss = memoryMb();
    if (rss !== null && (peakRssMb === null || rss > peakRssMb)) peakRssMb = rss;
  }, 25);
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: CONCURRENT_UPLOADS }, () => upload(server.baseUrl, rider, photo)));
  } finally {
    clearInterval(sampler);
  }
  const concurrentWallMs = Math.round(performance.now() - started);
  log(`  ${CONCURRENT_UPLOADS} at once: ${concurrentWallMs} ms in all; server memory ${rssBeforeMb} MB before, ${peakRssMb} MB at most`);
  return {
    photo: { width: metadata.width!, height: metadata.height!, bytes: photo.length },
    processingMs,
    medianProcessingMs: median(processingMs),
    cardBytes,
    rssBeforeMb,
    peakRssMb,
    concurrent: CONCURRENT_UPLOADS,
    concurrentWallMs,
  };
}

export function imagesSection(figures: ImageUploadFigures | null | undefined, skipped?: string): string[] {
  const lines = ['## Photo uploads', ''];
  if (!figures) return [...lines, `Not measured${skipped ? `: ${skipped}` : ''}.`, ''];
  return [
    ...lines,
    `A ${figures.photo.width} x ${figures.photo.height} phone JPEG of ${(figures.photo.bytes / 1024 / 1024).toFixed(1)} MB, `
      + `POSTed to /api/uploads (decode, turn upright, strip metadata, three WebP sizes, store).`,
    '',
    `- Processing time: median ${figures.medianProcessingMs} ms of ${figures.processingMs.length} (${figures.processingMs.join(', ')} ms)`,
    `- Card size (400 wide) served: ${(figures.cardBytes / 1024).toFixed(1)} KB`,
    `- ${figures.concurrent} uploads at once: ${figures.concurrentWallMs} ms in all; server resident memory ${figures.rssBeforeMb ?? '-'} MB before, `
      + `${figures.peakRssMb ?? '-'} MB at most (no target set; at most IMAGE_PROCESSING_CONCURRENCY are decoded at once)`,
    '',
  ];
}
