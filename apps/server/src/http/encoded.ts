// Compression of answers. An answer kept in memory (the catalogue's JSON, a rendered page, the sitemap) carries
// its brotli and gzip forms, made once when it is kept, so serving it from memory compresses nothing. An answer
// made per request (a shopper's cart, their orders or lists when not kept) is compressed as it goes by @fastify/compress, at a brotli
// quality chosen for CPU rather than the last bytes (DYNAMIC_COMPRESSION).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** An answer's bytes for each content coding the server offers (identity: as is). */
export interface Encoded {
  status: number;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}
const CODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/** Memory an encoded answer holds, for the caches' size limits. */
export const encodedSize = (e: Encoded) => e.identity.length + e.br.length + e.gzip.length;

/**
 * Brotli at quality 5 for a kept answer: within a few per cent of the best size at a few milliseconds for a
 * page of HTML (quality 11 takes about 90 ms for the home page), so an answer made anew after a catalogue
 * change is compressed without holding up the requests behind it.
 */
export async function encode(status: number, text: string): Promise<Encoded> {
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip(identity),
  ]);
  return { status, identity, br, gzip: gz };
}

/** Sends the form the request accepts; the caller sets the type. The compress plugin leaves an encoded answer alone. */
export function sendEncoded(req: FastifyRequest, reply: FastifyReply, encoded: Encoded) {
  const accepted = req.headers['accept-encoding'];
  const coding = accepted ? negotiate(accepted, CODINGS) : null;
  const vary = reply.getHeader('vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (coding) reply.header('Content-Encoding', coding);
  return reply.code(encoded.status).send(encoded[coding ?? 'identity']);
}

/**
 * @fastify/compress's options for answers made per request. Brotli quality 1 instead of the plugin's 4: on a
 * 6 kB orders answer it takes 20 µs instead of 56 µs for 1.39 kB instead of 1.15 kB, and in an A/B of the two
 * qualities orders/list.php, made from the database, served 18–21 % more requests per second (1,988 and 2,237
 * against 2,418 and 2,649). A few hundred bytes more cost a phone nothing next to a round trip; the CPU is what
 * a sale day runs out of.
 */
export const DYNAMIC_COMPRESSION = {
  global: true,
  threshold: 1024,
  encodings: CODINGS,
  brotliOptions: {
    params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
  },
};
