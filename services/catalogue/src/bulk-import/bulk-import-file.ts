// The CSV and spreadsheet readers (~400 KB of modules) are loaded by the first bulk import that
// reads such a file, not at start: most catalogue processes never read one.

export type SheetType = 'csv' | 'xlsx';

/** Largest upload: a 10,000-row sheet of long descriptions stays well under it. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Most product rows one file may hold. */
export const MAX_ROWS = 10_000;
/** What an XLSX may unpack to: its parts are XML, rarely over 20× their zipped size. */
const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const XLSX_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

/**
 * Which kind of sheet the bytes are, whatever the name or the browser's Content-Type claim, in the
 * manner of @sokoni/platform/files: an XLSX is a ZIP archive whose directory walks from its end
 * record and names a workbook's parts; a CSV is UTF-8 text without control characters other than
 * tab and line breaks. Anything else (a PDF, an old binary .xls, an executable) is null.
 */
export function sniffSheet(b: Buffer): SheetType | null {
  if (b.length >= 4 && b.readUInt32LE(0) === ZIP_LOCAL) return xlsxFault(b) === null ? 'xlsx' : null;
  return isPlainText(b) ? 'csv' : null;
}

function isPlainText(b: Buffer): boolean {
  if (b.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
}

/** Why a ZIP is not a workbook's, or null: the end record, every directory entry, the parts named. */
export function xlsxFault(b: Buffer): string | null {
  const searchFrom = Math.max(0, b.length - 22 - 0xffff);
  let end = -1;
  for (let i = b.length - 22; i >= searchFrom; i--) {
    if (b.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return 'no end of central directory';
  const entries = b.readUInt16LE(end + 10);
  const size = b.readUInt32LE(end + 12);
  const offset = b.readUInt32LE(end + 16);
  if (offset + size > end) return 'central directory past its end record';
  const names = new Set<string>();
  let at = offset;
  let unzipped = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > end || b.readUInt32LE(at) !== ZIP_CENTRAL) return 'broken central directory';
    unzipped += b.readUInt32LE(at + 24);
    const nameLength = b.readUInt16LE(at + 28);
    const extra = b.readUInt16LE(at + 30);
    const comment = b.readUInt16LE(at + 32);
    const local = b.readUInt32LE(at + 42);
    if (local + 4 > b.length || b.readUInt32LE(local) !== ZIP_LOCAL) return 'entry without its local header';
    names.add(b.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra + comment;
  }
  if (at !== offset + size) return 'central directory size does not match its entries';
  if (unzipped > MAX_UNZIPPED_BYTES) return 'unpacks too large';
  const missing = XLSX_PARTS.filter((p) => !names.has(p));
  return missing.length > 0 ? `not a workbook (no ${missing.join(', ')})` : null;
}

/** A data row: its number as a spreadsheet shows it (the header is row 1) and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** The header cells and the non-blank rows below, every cell as text. */
export async function readSheetRows(
  b: Buffer,
  type: SheetType,
): Promise<{ header: string[]; rows: SheetRow[] }> {
  const table = type === 'csv' ? await readCsv(b) : await readXlsx(b);
  const [header = [], ...rest] = table;
  const rows: SheetRow[] = [];
  rest.forEach((cells, i) => {
    if (cells.some((c) => c.trim() !== '')) rows.push({ row: i + 2, cells });
  });
  return { header, rows };
}

async function readCsv(b: Buffer): Promise<string[][]> {
  const { parse } = await import('csv-parse/sync');
  const text = b.toString('utf8');
  // Spreadsheets in French, Swahili or Arabic locales often save with semicolons.
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  return parse(text, {
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: false,
    max_record_size: 64 * 1024,
  });
}

async function readXlsx(b: Buffer): Promise<string[][]> {
  const { default: readXlsxFile } = await import('read-excel-file/node');
  const [first] = await readXlsxFile(b);
  return (first?.data ?? []).map((row) => row.map(cellText));
}

function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return typeof v === 'number' || typeof v === 'string' ? String(v) : '';
}
