import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { LeastRecentlyUsed } from '../least-recently-used';

/** As compressAnswers (compress-answers.ts): smaller answers go out as they are. */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli (text mode, sized for the body) at `brotliQuality`, gzip at level 6. */
const encodersAt = (brotliQuality: number): Record<Encoding, (body: Buffer) => Promise<Buffer>> => ({
  br: (body) => brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }),
  gzip: (body) => gzip(body, { level: 6 }),
});
/**
 * A kept body is compressed once for every later request, so a little more effort than compression's per-request
 * defaults (brotli 4, gzip 6) pays: brotli 5 makes the 40 KB page of 24 events about 5 KB.
 */
const keptBodyEncoders = encodersAt(5);
/** An answer kept by its tag may be sent only once: as compression's per-request defaults. */
const taggedAnswerEncoders = encodersAt(4);

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
      encoded = keptBodyEncoders[encoding](Buffer.from(this.text));
      // A failed compression is tried again by the next request rather than remembered.
      encoded.catch(() => { if (this.encoded.get(encoding) === encoded) this.encoded.delete(encoding); });
      this.encoded.set(encoding, encoded);
    }
    return encoded;
  }
}

/** The encoding to send an answer in: brotli whenever the client takes it (the smaller), as compressAnswers prefers it. */
function acceptedEncoding(req: Request, res: Response): Encoding | null {
  if (req.method === 'HEAD' || /\bno-transform\b/.test(String(res.get('Cache-Control') ?? ''))) return null;
  return req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
}

async function sendEncoded(res: Response, encoding: Encoding, encoded: Promise<Buffer>, text: () => string) {
  // Should compressing fail, the answer still goes out, as it is.
  const body = await encoded.catch(() => null);
  if (!body) {
    res.send(text());
    return;
  }
  res.set('Content-Encoding', encoding);
  res.send(body);
}

/**
 * Sends a kept body, compressed as the client accepts (its headers, Content-Type and ETag set by the caller):
 * compressAnswers leaves an answer whose Content-Encoding is set alone, and `res.send` still answers 304 when the
 * client's copy is current.
 */
export async function sendKeptBody(req: Request, res: Response, body: KeptBody): Promise<void> {
  res.vary('Accept-Encoding');
  const encoding = body.text.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(req, res) : null;
  if (!encoding) {
    res.send(body.text);
    return;
  }
  return sendEncoded(res, encoding, body.encodedAs(encoding), () => body.text);
}

/** Tags whose compressed forms are kept: a few pages' worth for each of many riders. */
const KEPT_TAGS = 500;

/**
 * Compressed forms of answers built for each request yet alike for many (a signed-in rider's list page: the same rows
 * with the same flags, most often none, give the same body and the same ETag), kept by their ETag for a while (the
 * least recently used tags go first): a rider whose answer was sent before gets it without compressing it again, and
 * without its text being built.
 */
export class CompressedByTag {
  private readonly forms = new LeastRecentlyUsed<Map<Encoding, Promise<Buffer>>>(KEPT_TAGS);

  /** Sends the answer tagged `etag` (its headers, Content-Type and ETag set by the caller); `text` builds its body. */
  async send(req: Request, res: Response, etag: string, text: () => string): Promise<void> {
    res.vary('Accept-Encoding');
    const encoding = acceptedEncoding(req, res);
    if (!encoding) {
      res.send(text());
      return;
    }
    const forms = this.forms.get(etag) ?? new Map<Encoding, Promise<Buffer>>();
    const kept = forms.get(encoding);
    if (kept) return sendEncoded(res, encoding, kept, text);
    const body = text();
    if (body.length < COMPRESS_FROM_BYTES) {
      res.send(body);
      return;
    }
    const made = taggedAnswerEncoders[encoding](Buffer.from(body));
    // A failed compression is tried again by the next request rather than remembered.
    made.catch(() => { if (forms.get(encoding) === made) forms.delete(encoding); });
    forms.set(encoding, made);
    this.forms.set(etag, forms);
    return sendEncoded(res, encoding, made, () => body);
  }
}
