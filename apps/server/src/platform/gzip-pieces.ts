import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A gzip answer assembled from pieces compressed once (RFC 1951, RFC 1952), for a cached page that
 * differs per answer only in its CSP nonce. Each fixed piece is deflated once with a full flush,
 * which ends it on a byte boundary with no back-reference into what comes before; the nonce goes
 * between the pieces as a stored (uncompressed) block; a final empty block and the trailer (CRC-32
 * and length of the whole text) close the member. An answer then costs a CRC over the page, not a
 * deflate of it (decision 005: the guest page cache; bench/README.md).
 */
export interface GzipPieces {
  /** The deflated fixed pieces, in order; the nonce goes between each two. */
  readonly deflated: readonly Buffer[];
  /** The fixed pieces themselves, for the CRC of each answer. */
  readonly plain: readonly Buffer[];
  /** Their total length in bytes. */
  readonly plainBytes: number;
}

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
// BFINAL=1, BTYPE=00 (stored), LEN=0, NLEN=0xffff: the last block of the member.
const LAST_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

/** Deflates the fixed pieces of a page once (zlib's default level, as @fastify/compress uses). */
export function deflatePieces(plain: readonly Buffer[]): GzipPieces {
  return {
    plain,
    deflated: plain.map((piece) => deflateRawSync(piece, { finishFlush: constants.Z_FULL_FLUSH })),
    plainBytes: plain.reduce((sum, piece) => sum + piece.length, 0),
  };
}

/** The gzip member of `pieces` joined by `between` (the answer's nonce). */
export function gzipJoined(pieces: GzipPieces, between: Buffer): Buffer {
  if (between.length > MAX_STORED) throw new RangeError('the text between pieces must fit one stored block');
  const stored = storedBlock(between);
  const parts: Buffer[] = [HEADER];
  let crc = 0;
  pieces.deflated.forEach((deflated, index) => {
    if (index > 0) {
      parts.push(stored);
      crc = crc32(between, crc);
    }
    parts.push(deflated);
    crc = crc32(pieces.plain[index] as Buffer, crc);
  });
  const length = pieces.plainBytes + between.length * Math.max(0, pieces.deflated.length - 1);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(LAST_EMPTY_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** A non-final stored block starting on a byte boundary (where a full flush leaves the stream). */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block[0] = 0x00;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** Whether the request's Accept-Encoding takes gzip (listed, or `*`, and not with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let star = false;
  for (const item of acceptEncoding.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name.trim() === 'gzip') return !refused;
    if (name.trim() === '*') star = !refused;
  }
  return star;
}

/** An answer serialised once: its JSON text and its gzip, made once on first use. */
export interface CachedAnswer {
  json: string;
  gzip(): Buffer;
}

/** Below this size a gzip saves too little to be worth it. */
const GZIP_FROM_BYTES = 1024;

/**
 * Sends an answer serialised once (the feed's and the casino catalogue's): the JSON text, or its gzip
 * made once, which compression then leaves alone. The caller sets cache-control first.
 */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.header('vary', 'accept-encoding');
  reply.type('application/json; charset=utf-8');
  if (answer.json.length >= GZIP_FROM_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
    reply.header('content-encoding', 'gzip');
    return reply.send(answer.gzip());
  }
  return reply.send(answer.json);
}
