import { TextDecoder } from 'node:util';
import { csvDelimiters, type CsvDelimiter } from '@salespulse/contract/csv-import';

// An RFC 4180 parser that keeps its state between chunks, so an upload streams through it and only
// the row being read is held. It is lenient where exporters are sloppy (a quote inside an unquoted
// field is kept as text, as is text after a closing quote) and strict where data would be lost.

/** A record and the file line it starts on (1-based; a quoted value may span lines). */
export type CsvRow = { line: number; fields: string[] };
export type CsvChunk = string | Uint8Array;

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/** A row longer than this is refused: it is nearly always an unclosed quote swallowing the rest of the file. */
export const CSV_MAX_ROW_CHARS = 1 << 20;

const QUOTE = 34;
const LF = 10;
const CR = 13;

export type CsvParserOptions = { delimiter?: CsvDelimiter | undefined; maxRowChars?: number };

/** Picks the delimiter occurring most often outside quotes in the header line; a tie goes to the earlier of , ; tab. */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  const counts = new Map<string, number>();
  let inQuotes = false;
  for (const char of headerLine) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvDelimiter = ',';
  for (const candidate of csvDelimiters) if ((counts.get(candidate) ?? 0) > (counts.get(best) ?? 0)) best = candidate;
  return best;
}

/** The end of the first line outside quotes, or -1 while it has not arrived. */
function firstLineEnd(text: string): number {
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) inQuotes = !inQuotes;
    else if (!inQuotes && (c === LF || c === CR)) return i;
  }
  return -1;
}

function decoderFor(first: Uint8Array): TextDecoder {
  // Excel's "Unicode text" export is UTF-16 with a byte order mark; everything else we take as UTF-8.
  if (first[0] === 0xff && first[1] === 0xfe) return new TextDecoder('utf-16le');
  if (first[0] === 0xfe && first[1] === 0xff) return new TextDecoder('utf-16be');
  return new TextDecoder('utf-8');
}

export function createCsvParser(options: CsvParserOptions = {}) {
  const maxRowChars = options.maxRowChars ?? CSV_MAX_ROW_CHARS;
  let delimiter = options.delimiter;
  let delimiterCode = delimiter?.charCodeAt(0) ?? -1;
  let decoder: TextDecoder | undefined;
  let sawText = false;
  // Text held back until the header line is complete, when the delimiter is to be detected.
  let head = '';

  let fields: string[] = [];
  let field = '';
  let fieldStart = true;
  let quoted = false;
  let inQuotes = false;
  // A quote was the last character of a chunk: either a closing quote or the first of "".
  let quotePending = false;
  // The last character was a CR, so an LF right after it ends the same line.
  let afterCR = false;
  let line = 1;
  let rowLine = 1;

  function endRow(out: CsvRow[]): void {
    fields.push(field);
    // A blank line is no row; a line holding only "" is one (a row of one empty value).
    if (fields.length > 1 || field !== '' || quoted) out.push({ line: rowLine, fields });
    fields = [];
    field = '';
    fieldStart = true;
    quoted = false;
  }

  function scan(s: string, out: CsvRow[]): void {
    const n = s.length;
    let i = 0;
    if (quotePending && n > 0) {
      quotePending = false;
      if (s.charCodeAt(0) === QUOTE) {
        field += '"';
        i = 1;
      } else inQuotes = false;
    }
    while (i < n) {
      if (inQuotes) {
        const q = s.indexOf('"', i);
        const end = q === -1 ? n : q;
        for (let k = i; k < end; k++) {
          const c = s.charCodeAt(k);
          if (c === LF) {
            if (!afterCR) line++;
            afterCR = false;
          } else if (c === CR) {
            line++;
            afterCR = true;
          } else afterCR = false;
        }
        if (end > i) field += s.slice(i, end);
        if (q === -1) return;
        afterCR = false;
        if (q + 1 === n) {
          quotePending = true;
          return;
        }
        if (s.charCodeAt(q + 1) === QUOTE) {
          field += '"';
          i = q + 2;
        } else {
          inQuotes = false;
          i = q + 1;
        }
        continue;
      }

      let c = s.charCodeAt(i);
      if (afterCR) {
        afterCR = false;
        if (c === LF) {
          i++;
          continue;
        }
      }
      if (c === QUOTE && fieldStart) {
        inQuotes = true;
        quoted = true;
        fieldStart = false;
        i++;
        continue;
      }
      let k = i;
      while (k < n) {
        c = s.charCodeAt(k);
        if (c === delimiterCode || c === LF || c === CR) break;
        k++;
      }
      if (k > i) {
        field = field === '' ? s.slice(i, k) : field + s.slice(i, k);
        fieldStart = false;
      }
      if (k === n) return;
      i = k + 1;
      if (c === delimiterCode) {
        fields.push(field);
        field = '';
        fieldStart = true;
        quoted = false;
      } else {
        endRow(out);
        line++;
        rowLine = line;
        afterCR = c === CR;
      }
    }
  }

  function checkRowLength(): void {
    let length = field.length;
    for (const value of fields) length += value.length;
    if (length > maxRowChars) {
      throw new CsvSyntaxError(`row is longer than ${maxRowChars} characters; is a quote left unclosed?`, rowLine);
    }
  }

  function pushText(text: string, out: CsvRow[]): void {
    if (!sawText && text.length > 0) {
      sawText = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (delimiter === undefined) {
      head += text;
      const end = firstLineEnd(head);
      if (end === -1) {
        if (head.length > maxRowChars) throw new CsvSyntaxError(`the header line is longer than ${maxRowChars} characters`, 1);
        return;
      }
      setDelimiter(detectDelimiter(head.slice(0, end)));
      text = head;
      head = '';
    }
    scan(text, out);
    checkRowLength();
  }

  function setDelimiter(value: CsvDelimiter): void {
    delimiter = value;
    delimiterCode = value.charCodeAt(0);
  }

  return {
    /** The delimiter given or detected; undefined until the header line has been read. */
    get delimiter(): CsvDelimiter | undefined {
      return delimiter;
    },

    /** Reads a chunk and returns the rows it completed. */
    push(chunk: CsvChunk): CsvRow[] {
      const out: CsvRow[] = [];
      if (typeof chunk === 'string') pushText(chunk, out);
      else if (chunk.length > 0) {
        decoder ??= decoderFor(chunk);
        pushText(decoder.decode(chunk, { stream: true }), out);
      }
      return out;
    },

    /** Ends the input and returns the last row, if the file did not end with a line break. */
    finish(): CsvRow[] {
      const out: CsvRow[] = [];
      if (decoder) pushText(decoder.decode(), out);
      if (delimiter === undefined) {
        setDelimiter(detectDelimiter(head));
        scan(head, out);
        head = '';
      }
      if (quotePending) {
        quotePending = false;
        inQuotes = false;
      }
      if (inQuotes) throw new CsvSyntaxError('a quoted value is never closed', rowLine);
      if (fields.length > 0 || field !== '' || quoted) endRow(out);
      return out;
    },
  };
}

export type CsvParser = ReturnType<typeof createCsvParser>;

/** Streams rows out of chunks (e.g. a request body); the header is the first row. */
export async function* parseCsv(
  source: AsyncIterable<CsvChunk> | Iterable<CsvChunk>,
  options: CsvParserOptions = {},
): AsyncGenerator<CsvRow, void, undefined> {
  const parser = createCsvParser(options);
  for await (const chunk of source) yield* parser.push(chunk);
  yield* parser.finish();
}
