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
 * An answer's compressed forms, each made the first time a client asks for it (off the event loop, once however
 * many ask meanwhile) and kept; a failed one is made again by the next request rather than remembered.
 */
class EncodedForms {
  private readonly forms = new Map<Encoding, Promise<Buffer>>();

  constructor(private readonly encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>>) {}

  has(encoding: Encoding): boolean {
    return this.forms.has(encoding);
  }

  of(encoding: Encoding, text: () => string): Promise<Buffer> {
    let encoded = this.forms.get(encoding);
    if (!encoded) {
      const made = this.encoders[encoding](Buffer.from(text()));
      made.catch(() => { if (this.forms.get(encoding) === made) this.forms.delete(encoding); });
      this.forms.set(encoding, (encoded = made));
    }
    return encoded;
  }
}

/** The encoding to send an answer in: brotli whenever the client takes it (the smaller), as compressAnswers prefers it. */
function acceptedEncoding(req: Request, res: Response): Encoding | null {
  if (req.method === 'HEAD' || /\bno-transform\b/.test(String(res.get('Cache-Control') ?? ''))) return null;
  return req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
}

/**
 * Sends an answer (its headers, Content-Type and ETag set by the caller) in a kept compressed form, as the client
 * accepts; `text` builds its body, only when no kept form serves. compressAnswers leaves an answer whose
 * Content-Encoding is set alone, and `res.send` still answers 304 when the client's copy is current. `keep` is told
 * when a form is first made (small answers go out as they are and have none).
 */
async function sendInKeptForm(req: Request, res: Response, forms: EncodedForms, text: () => string, keep?: () => void) {
  res.vary('Accept-Encoding');
  let body: string | undefined;
  const bodyText = () => (body ??= text());
  const encoding = acceptedEncoding(req, res);
  if (!encoding || (!forms.has(encoding) && bodyText().length < COMPRESS_FROM_BYTES)) {
    res.send(bodyText());
    return;
  }
  if (!forms.has(encoding)) keep?.();
  // Should compressing fail, the answer still goes out, as it is.
  const encoded = await forms.of(encoding, bodyText).catch(() => null);
  if (!encoded) {
    res.send(bodyText());
    return;
  }
  res.set('Content-Encoding', encoding);
  res.send(encoded);
}

/**
 * An answer's body kept for many requests (a visitor's cached page), with its brotli and gzip forms kept with it. A
 * browser names br and gzip on every request, and compressing a page of events anew for each cost more CPU than the
 * rest of the request together.
 */
export class KeptBody {
  readonly forms = new EncodedForms(keptBodyEncoders);

  constructor(readonly text: string) {}
}

/** Sends a kept body, compressed as the client accepts (its headers, Content-Type and ETag set by the caller). */
export const sendKeptBody = (req: Request, res: Response, body: KeptBody) => sendInKeptForm(req, res, body.forms, () => body.text);

/** Tags whose compressed forms are kept: a few pages' worth for each of many riders. */
const KEPT_TAGS = 500;

/**
 * Compressed forms of answers built for each request yet alike for many (a signed-in rider's list page: the same rows
 * with the same flags, most often none, give the same body and the same ETag), kept by their ETag for a while (the
 * least recently used tags go first): a rider whose answer was sent before gets it without compressing it again, and
 * without its text being built.
 */
export class CompressedByTag {
  private readonly forms = new LeastRecentlyUsed<EncodedForms>(KEPT_TAGS);

  /** Sends the answer tagged `etag` (its headers, Content-Type and ETag set by the caller); `text` builds its body. */
  send(req: Request, res: Response, etag: string, text: () => string): Promise<void> {
    const forms = this.forms.get(etag) ?? new EncodedForms(taggedAnswerEncoders);
    return sendInKeptForm(req, res, forms, text, () => this.forms.set(etag, forms));
  }
}
