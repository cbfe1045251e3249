import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/** As compressAnswers (compress-answers.ts): smaller answers go out as they are. */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compressed once for every later request, so a little more effort than compression's per-request defaults
 * (brotli 4, gzip 6) pays: brotli 5 makes the 40 KB page of 24 events about 5 KB.
 */
const encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }),
  gzip: (body) => gzip(body, { level: 6 }),
};

/**
 * An answer's body kept for many requests (a visitor's cached page), with its brotli and gzip forms made the first
 * time a client accepts each (off the event loop, once however many ask meanwhile) and kept with it. A browser
 * names br and gzip on every request, and compressing a page of events anew for each cost more CPU than the rest of
 * the request together.
 */
export class KeptBody {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly text: string) {}

  encodedAs(encoding: Encoding): Promise<Buffer> {
    let encoded = this.encoded.get(encoding);
    if (!encoded) {
      encoded = encoders[encoding](Buffer.from(this.text));
      // A failed compression is tried again by the next request rather than remembered.
      encoded.catch(() => { if (this.encoded.get(encoding) === encoded) this.encoded.delete(encoding); });
      this.encoded.set(encoding, encoded);
    }
    return encoded;
  }
}

/**
 * Sends a kept body, compressed as the client accepts (its headers, Content-Type and ETag set by the caller):
 * compressAnswers leaves an answer whose Content-Encoding is set alone, and `res.send` still answers 304 when the
 * client's copy is current.
 */
export async function sendKeptBody(req: Request, res: Response, body: KeptBody): Promise<void> {
  res.vary('Accept-Encoding');
  // Brotli whenever the client takes it (the smaller), as compressAnswers prefers it.
  const encoding = body.text.length >= COMPRESS_FROM_BYTES && req.method !== 'HEAD'
    && !/\bno-transform\b/.test(String(res.get('Cache-Control') ?? ''))
    ? req.acceptsEncodings('br') || req.acceptsEncodings('gzip')
    : false;
  if (encoding !== 'br' && encoding !== 'gzip') {
    res.send(body.text);
    return;
  }
  // Should compressing fail, the answer still goes out, as it is.
  const encoded = await body.encodedAs(encoding).catch(() => null);
  if (!encoded) {
    res.send(body.text);
    return;
  }
  res.set('Content-Encoding', encoding);
  res.send(encoded);
}
