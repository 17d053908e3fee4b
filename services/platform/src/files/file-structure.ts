import { constants, inflateSync } from 'node:zlib';
import type { FileType } from './uploaded-files.js';

/**
 * Why a file whose first bytes say `type` is still not one, or null when its structure holds:
 * a magic number is four bytes anyone can put in front of a script, an archive or a page, and
 * what we store is opened later by staff and by the other party. No image is decoded here (no new
 * dependency): the containers are walked, which is enough to refuse what is cut off, padded with
 * something else, or a PDF that would run code in a viewer.
 */
export function structureFault(b: Buffer, type: FileType): string | null {
  switch (type) {
    case 'application/pdf':
      return pdfFault(b);
    case 'image/png':
      return pngFault(b);
    case 'image/jpeg':
      return jpegFault(b);
    case 'image/webp':
      return webpFault(b);
  }
}

// ---------------------------------------------------------------------------------------- PNG

/** Signature, IHDR first, then chunks whose lengths walk exactly to the IEND that ends the file. */
function pngFault(b: Buffer): string | null {
  let at = 8;
  let data = false;
  for (let index = 0; at < b.length; index++) {
    if (at + 12 > b.length) return 'PNG chunk cut short';
    const length = b.readUInt32BE(at);
    const kind = b.toString('latin1', at + 4, at + 8);
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(kind)) return 'PNG chunk header is not one';
    const end = at + 12 + length;
    if (end > b.length) return `PNG ${kind} chunk runs past the end of the file`;
    if (index === 0) {
      if (kind !== 'IHDR' || length !== 13) return 'PNG does not start with its IHDR chunk';
      if (b.readUInt32BE(at + 8) === 0 || b.readUInt32BE(at + 12) === 0) return 'PNG of zero pixels';
    } else if (kind === 'IHDR') return 'PNG with a second IHDR chunk';
    if (kind === 'IDAT') data = true;
    if (kind === 'IEND') {
      if (end !== b.length) return 'PNG has data after its IEND chunk';
      return data ? null : 'PNG without image data';
    }
    at = end;
  }
  return 'PNG without its IEND chunk';
}

// --------------------------------------------------------------------------------------- JPEG

/** Frame headers: SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const EOI = Buffer.from([0xff, 0xd9]);

const isFrameHeader = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/**
 * SOI, then marker segments whose lengths walk to the first scan (SOS) with a frame header (SOF)
 * before it, and an EOI after the scan (its data stuffs every 0xFF, so the first FF D9 is the end).
 * What follows EOI is left alone: phones append more there (the video of a "motion photo", the
 * other pictures of an MPF file), and a buyer's photo of damaged goods must not be refused for it.
 */
function jpegFault(b: Buffer): string | null {
  let at = 2;
  let frame = false;
  for (;;) {
    if (at >= b.length) return 'JPEG cut short before its image data';
    if (b[at] !== 0xff) return 'JPEG segment is not where the previous one ends';
    while (b[at] === 0xff) at++; // fill bytes may precede any marker
    const marker = b[at++];
    if (marker === undefined) return 'JPEG cut short before its image data';
    if (marker === 0xd9) return 'JPEG without image data';
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length follows
    if (marker === 0x00 || marker === 0xd8) return 'JPEG marker out of place';
    if (at + 2 > b.length) return 'JPEG cut short before its image data';
    const length = b.readUInt16BE(at);
    if (length < 2 || at + length > b.length) return 'JPEG segment runs past the end of the file';
    if (isFrameHeader(marker)) frame = true;
    at += length;
    if (marker === 0xda) break;
  }
  if (!frame) return 'JPEG without a frame header (SOF)';
  if (b.indexOf(EOI, at) < 0) return 'JPEG cut short: no EOI marker after its image data';
  return null;
}

// --------------------------------------------------------------------------------------- WebP

/**
 * The RIFF size is the file's (a writer may add or leave out one padding byte), the first chunk
 * is a bitstream (VP8, VP8L) or the extended header (VP8X), and the chunks walk to the end.
 */
function webpFault(b: Buffer): string | null {
  if (b.length < 20) return 'WebP cut short';
  const riffEnd = 8 + b.readUInt32LE(4);
  if (Math.abs(b.length - riffEnd) > 1) return 'WebP RIFF size is not the file size';
  const first = b.toString('latin1', 12, 16);
  const firstLength = b.readUInt32LE(16);
  if (first === 'VP8 ') {
    // A key frame's start code, after the 3-byte frame tag.
    if (firstLength < 10 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a)
      return 'WebP VP8 frame is not one';
  } else if (first === 'VP8L') {
    if (firstLength < 5 || b[20] !== 0x2f) return 'WebP VP8L bitstream is not one';
  } else if (first === 'VP8X') {
    if (firstLength !== 10) return 'WebP VP8X header is not one';
  } else return 'WebP does not start with an image chunk';
  let at = 12;
  while (at + 8 <= Math.min(riffEnd, b.length)) {
    const length = b.readUInt32LE(at + 4);
    if (at + 8 + length > b.length) return 'WebP chunk runs past the end of the file';
    at += 8 + length + (length & 1);
  }
  return Math.abs(at - b.length) <= 1 ? null : 'WebP chunks do not end with the file';
}

// ---------------------------------------------------------------------------------------- PDF

/**
 * Names that make a viewer run or open something: JavaScript (an action's /S, the document's
 * /Names tree, /JS), starting programs (/Launch), attached files (/EmbeddedFile(s), /EF,
 * /FileAttachment annotations), Flash and 3D (/RichMedia), XFA forms (which carry scripts). An
 * /OpenAction or /AA is harmless without one of these. Business papers need none of them.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'FileAttachment',
  'RichMedia',
  'XFA',
]);
/**
 * The active names long enough that compressed image or font bytes will not spell one by chance
 * (1 in 2^48 per slash): these are refused even inside stream data, which covers an object a
 * crafted cross-reference table points into the middle of a stream.
 */
const LONG_ACTIVE_NAMES = new Set([...ACTIVE_NAMES].filter((n) => n.length >= 6));
/** A name token: a slash and what follows up to PDF whitespace (NUL included) or a delimiter. */
// eslint-disable-next-line no-control-regex -- NUL is whitespace in PDF syntax
const NAME = /\/([^\x00\t\n\f\r ()<>[\]{}/%]+)/g;
/** Object streams decompressed per file: far above what papers need, far below a zip bomb's. */
const OBJECT_STREAM_BUDGET = 64 * 1024 * 1024;

/**
 * %PDF-1.x or %PDF-2.x, %%EOF in the last KiB, and no active content: in the file's own
 * dictionaries (names are compared after #xx escapes are decoded, `/J#61vaScript` included) and
 * in its compressed object streams (/ObjStm), where PDF 1.5+ writers put the catalog and the
 * actions. A file written so that this scan and a viewer disagree on where its streams are can
 * still hide something; the download headers (attachment, CSP sandbox, nosniff) are the next layer.
 */
function pdfFault(b: Buffer): string | null {
  if (!/^%PDF-[12]\.\d/.test(b.toString('latin1', 0, 9))) return 'PDF header is not %PDF-1.x or %PDF-2.x';
  if (!b.subarray(Math.max(0, b.length - 1024)).includes('%%EOF')) return 'PDF without %%EOF at its end';
  const text = b.toString('latin1');
  const streams = pdfStreams(b, text);
  const active = activeName(text, streams);
  if (active) return `PDF with active content (/${active})`;
  let budget = OBJECT_STREAM_BUDGET;
  for (const s of streams) {
    if (!s.objectStream) continue;
    let objects: Buffer;
    if (s.filters.length === 0) objects = b.subarray(s.start, s.end);
    else if (s.filters.length === 1 && s.filters[0] === 'FlateDecode') {
      if (s.predictor) return 'PDF object stream with a predictor';
      try {
        // From its start to wherever the compressed data ends: never less than a viewer reads.
        objects = inflateSync(b.subarray(s.start), {
          finishFlush: constants.Z_SYNC_FLUSH,
          maxOutputLength: Math.max(1, budget),
        });
      } catch (err) {
        return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
          ? 'PDF object streams too large to check'
          : 'PDF object stream that does not decompress (encrypted or damaged)';
      }
      budget -= objects.length;
    } else return `PDF object stream encoded with ${s.filters.join(', ')}`;
    const hidden = activeName(objects.toString('latin1'), []);
    if (hidden) return `PDF with active content (/${hidden}) in an object stream`;
  }
  return null;
}

/** The first active name in `text`; short ones count only outside the stream data in `streams`. */
function activeName(text: string, streams: readonly PdfStream[]): string | null {
  let s = 0;
  for (const m of text.matchAll(NAME)) {
    const name = decodeName(m[1]!);
    if (!ACTIVE_NAMES.has(name)) continue;
    if (LONG_ACTIVE_NAMES.has(name)) return name;
    while (s < streams.length && streams[s]!.end <= m.index) s++;
    const inStream = s < streams.length && streams[s]!.start <= m.index;
    if (!inStream) return name;
  }
  return null;
}

interface PdfStream {
  /** Where the stream's data starts and ends (before `endstream`). */
  start: number;
  end: number;
  /** Its dictionary has /First or /Type /ObjStm: it holds objects, dictionaries included. */
  objectStream: boolean;
  filters: string[];
  predictor: boolean;
}

/** Byte classes of the PDF lexer: 1 whitespace, 2 delimiter, 0 regular. */
const CLASS = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[c] = 1;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = 2;
const INTEGER = /^\d+$/;

/**
 * The streams of a PDF, found the way a reader lexes it: comments, literal strings (nested
 * parentheses, backslash escapes) and hex strings are skipped, so a `stream` keyword counts only
 * as a token after an object's dictionary; its data runs for the dictionary's direct /Length when
 * `endstream` follows there, else to the first `endstream`.
 */
function pdfStreams(b: Buffer, text: string): PdfStream[] {
  const out: PdfStream[] = [];
  const n = b.length;
  const recent: string[] = [];
  let dict = fresh();
  let i = 0;
  const token = (t: string) => {
    recent.push(t);
    if (recent.length > 4) recent.shift();
    const key = recent.at(-2);
    // `/Length 12 0 R` (another object) reads as 12 here: trusted only if `endstream` follows there.
    if (key === '/Length' && INTEGER.test(t)) dict.length = Number(t);
    if (key === '/Predictor' && INTEGER.test(t) && Number(t) > 1) dict.predictor = true;
    if (t === '/First' || (t === '/ObjStm' && key === '/Type')) dict.objectStream = true;
    if (dict.inFilter) {
      if (t === ']') dict.inFilter = false;
      else if (t.startsWith('/')) dict.filters.push(t.slice(1));
    } else if (key === '/Filter') {
      if (t === '[') {
        dict.filters = [];
        dict.inFilter = true;
      } else if (t.startsWith('/')) dict.filters = [t.slice(1)];
    }
  };
  while (i < n) {
    const c = b[i]!;
    if (CLASS[c] === 1) {
      i++;
    } else if (c === 0x25 /* % */) {
      while (i < n && b[i] !== 0x0a && b[i] !== 0x0d) i++;
    } else if (c === 0x28 /* ( */) {
      let depth = 0;
      for (; i < n; i++) {
        const x = b[i];
        if (x === 0x5c /* \ */) i++;
        else if (x === 0x28) depth++;
        else if (x === 0x29 && --depth === 0) break;
      }
      i++;
      token('()');
    } else if (c === 0x3c /* < */ && b[i + 1] === 0x3c) {
      i += 2;
      token('<<');
    } else if (c === 0x3e /* > */ && b[i + 1] === 0x3e) {
      i += 2;
      token('>>');
    } else if (c === 0x3c) {
      const close = text.indexOf('>', i);
      i = close < 0 ? n : close + 1;
      token('<>');
    } else if (c === 0x2f /* / */) {
      const from = ++i;
      while (i < n && CLASS[b[i]!] === 0) i++;
      token(`/${decodeName(text.slice(from, i))}`);
    } else if (CLASS[c] === 2) {
      i++;
      token(text[i - 1]!);
    } else {
      const from = i;
      while (i < n && CLASS[b[i]!] === 0) i++;
      const word = text.slice(from, i);
      if (word === 'obj' || word === 'endobj') {
        dict = fresh();
        recent.length = 0;
      } else if (word === 'stream') {
        if (b[i] === 0x0d && b[i + 1] === 0x0a) i += 2;
        else if (b[i] === 0x0a || b[i] === 0x0d) i++;
        const start = i;
        let end = -1;
        if (dict.length !== null && start + dict.length <= n) {
          let after = start + dict.length;
          while (after < n && CLASS[b[after]!] === 1) after++;
          if (text.startsWith('endstream', after)) {
            end = start + dict.length;
            i = after + 9;
          }
        }
        if (end < 0) {
          const found = text.indexOf('endstream', start);
          end = found < 0 ? n : found;
          i = found < 0 ? n : found + 9;
        }
        out.push({
          start,
          end,
          objectStream: dict.objectStream,
          filters: dict.filters,
          predictor: dict.predictor,
        });
        dict = fresh();
        recent.length = 0;
      } else token(word);
    }
  }
  return out;
}

/** A name token's characters, its #xx escapes decoded (`/J#61vaScript` is /JavaScript to a viewer). */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** What the lexer has learnt of the current object's dictionary, for the stream that may follow. */
function fresh() {
  return {
    length: null as number | null,
    objectStream: false,
    filters: [] as string[],
    inFilter: false,
    predictor: false,
  };
}
