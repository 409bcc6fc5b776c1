/**
 * A cached page sent gzip-compressed without compressing it again for every answer
 * (docs/decisions/081).
 *
 * A cached page differs between answers only in a few short values of fixed length (the CSP
 * nonce, the form guard's key and signed start time). When the page is first sent, the text
 * between those values is compressed once, each piece as its own raw DEFLATE run ending on a
 * flush (byte-aligned, no final block). An answer is then a gzip header, the stored runs with each
 * value between them as an uncompressed ("stored") DEFLATE block, an empty final block, and the
 * CRC-32 and length of the whole text: a valid gzip stream (RFC 1951, 1952) that costs a CRC over
 * the page instead of a compression of it.
 *
 * Each run is compressed with the text before it as its preset dictionary, the values' places
 * filled with NUL bytes of the values' lengths, so it compresses about as well as the whole page
 * would: a run may copy from any earlier fixed text (its distance is right because every value
 * has the length its filler had), and never from a value, since a run holds no NUL byte to match
 * a filler with. A run that holds one is compressed without a dictionary.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

/** A run of fixed text, compressed, or a value's slot. */
type Part = { deflated: Buffer } | { slot: number };

/** A page split around its placeholders, its fixed text compressed. */
export interface SplicedPage {
  readonly parts: readonly Part[];
  /** The byte length every value of each slot must have. */
  readonly valueLengths: readonly number[];
  /** The length of every answer. */
  readonly size: number;
  /** The CRC-32 of the page with every value's place filled with NUL bytes. */
  readonly fillerCrc: number;
  /** Per slot: the sum of x^(8 × the bytes after each of its places), modulo the polynomial. */
  readonly slotShifts: readonly number[];
  /** Per slot: the CRC-32 of NUL bytes of its value's length. */
  readonly fillerValueCrcs: readonly number[];
}

// The CRC-32 of an answer, from the page's and its values' (zlib's crc32_combine works the same
// way). CRC-32 is affine: for texts of equal length, CRC(A) ⊕ CRC(B) is the plain polynomial
// remainder of A ⊕ B. An answer differs from the filler text only in its values' places, so its
// CRC is the filler text's, plus for each value v at each place p the remainder of v's
// difference, (CRC(v) ⊕ CRC(NULs)), times x^(8 × the bytes after p). Multiplication distributes
// over ⊕, so each slot's places fold into one sum of shifts, made once per page: an answer costs
// one CRC of each value and one multiplication per slot.

/** The CRC-32 polynomial, reflected. */
const POLY = 0xedb88320;

/** a × b modulo the polynomial (reflected bit order: bit 31 is x^0). */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let bMultiple = b;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= bMultiple;
    bMultiple = bMultiple & 1 ? (bMultiple >>> 1) ^ POLY : bMultiple >>> 1;
  }
  return product >>> 0;
}

/** x^(8 × bytes) modulo the polynomial. */
function shiftForBytes(bytes: number): number {
  let result = 0x80000000; // x^0
  let power = 0x40000000; // x^1, squared below to x^2, x^4, …
  // x^(8n) = (x^8)^n: square x up to x^8 first, then multiply in x^(8·2^k) for each bit k of n.
  for (let i = 0; i < 3; i++) power = multiplyModP(power, power);
  for (let n = bytes; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) result = multiplyModP(power, result);
    power = multiplyModP(power, power);
  }
  return result;
}

/** ID1 ID2 CM=deflate FLG=0 MTIME=0 XFL=0 OS=unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** BFINAL=1, BTYPE=fixed Huffman, end-of-block: the last block, empty. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/** The longest text one stored block holds. */
const MAX_STORED = 0xffff;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** DEFLATE's window: the furthest back a run may copy from. */
const WINDOW = 32 * 1024;

/**
 * Splits `text` at every occurrence of the placeholders; each occurrence becomes a slot (the
 * placeholder's index), filled by `spliceGzip` with a value of `valueLengths[index]` bytes.
 */
export function prepareSplice(
  text: string,
  placeholders: readonly string[],
  valueLengths: readonly number[],
): SplicedPage {
  const pattern = new RegExp(placeholders.map(escapeRegExp).join("|"), "g");
  const parts: Part[] = [];
  /** The answer's bytes so far, the values as NUL fillers: the next run's dictionary. */
  const before: Buffer[] = [];
  let beforeLength = 0;
  /** Where each slot's places end, in bytes from the start. */
  const slotEnds: { slot: number; end: number }[] = [];
  const append = (buffer: Buffer) => {
    before.push(buffer);
    beforeLength += buffer.length;
  };
  const addText = (piece: string) => {
    if (piece === "") return;
    const buffer = Buffer.from(piece);
    const dictionary = Buffer.concat(before, beforeLength).subarray(-WINDOW);
    const canUseDictionary = dictionary.length > 0 && !buffer.includes(0);
    const deflated = deflateRawSync(buffer, {
      level: 9,
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(canUseDictionary ? { dictionary } : {}),
    });
    parts.push({ deflated });
    append(buffer);
  };
  let start = 0;
  for (const match of text.matchAll(pattern)) {
    addText(text.slice(start, match.index));
    const slot = placeholders.indexOf(match[0]);
    parts.push({ slot });
    append(Buffer.alloc(valueLengths[slot] ?? 0));
    slotEnds.push({ slot, end: beforeLength });
    start = match.index + match[0].length;
  }
  addText(text.slice(start));
  const slotShifts = valueLengths.map(() => 0);
  for (const { slot, end } of slotEnds) {
    slotShifts[slot] = ((slotShifts[slot] ?? 0) ^ shiftForBytes(beforeLength - end)) >>> 0;
  }
  return {
    parts,
    valueLengths,
    size: beforeLength,
    fillerCrc: crc32(Buffer.concat(before, beforeLength)),
    slotShifts,
    fillerValueCrcs: valueLengths.map((length) => crc32(Buffer.alloc(length))),
  };
}

/** A DEFLATE stored block of `data` (at most 65,535 bytes), starting on a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0; // BFINAL=0, BTYPE=stored; the rest of the byte is padding.
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/**
 * The page with `values[i]` in every slot i, as one gzip stream; null when a value's length is not
 * the one the page was prepared for (send the text otherwise then).
 */
export function spliceGzip(page: SplicedPage, values: readonly string[]): Buffer | null {
  const valueBuffers = values.map((value) => Buffer.from(value));
  if (valueBuffers.some((value, i) => value.length !== page.valueLengths[i])) return null;
  if (valueBuffers.some((value) => value.length > MAX_STORED)) return null;
  const blocks = valueBuffers.map(storedBlock);
  let crc = page.fillerCrc;
  valueBuffers.forEach((value, slot) => {
    const difference = crc32(value) ^ (page.fillerValueCrcs[slot] ?? 0);
    crc ^= multiplyModP(page.slotShifts[slot] ?? 0, difference >>> 0);
  });
  const chunks: Buffer[] = [GZIP_HEADER];
  for (const part of page.parts) {
    if ("deflated" in part) chunks.push(part.deflated);
    else {
      const block = blocks[part.slot];
      if (block && (page.valueLengths[part.slot] ?? 0) > 0) chunks.push(block);
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(page.size >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}
