/**
 * Reads a CSV file as a stream of records, each with the physical line it starts on (as a text
 * editor counts lines: the header is line 1, blank lines and line breaks inside quoted cells
 * count). Files are UTF-8 with or without a BOM, with CRLF or LF, as Excel writes
 * "CSV UTF-8". Never throws on bad input: an unreadable record becomes a problem with its line
 * and a reason in both languages, and reading goes on where it can.
 */
import { Buffer } from 'node:buffer';

import { type CsvError, type InfoRecord, parse } from 'csv-parse';

import type { LocalizedText } from '@/platform/localized';

import { importText } from './text';

export type CsvSource = string | Uint8Array | AsyncIterable<Uint8Array | string> | NodeJS.ReadableStream;

export type CsvItem =
  | { kind: 'record'; line: number; cells: string[] }
  | { kind: 'problem'; line: number; reason: LocalizedText; fatal: boolean };

/** The longest record read (characters); past it the record is reported, not held in memory. */
export const MAX_RECORD_CHARS = 200_000;

function csvErrorReason(error: CsvError): LocalizedText {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return importText('file.quoteNotClosed');
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
    case 'INVALID_OPENING_QUOTE':
      return importText('file.misplacedQuote');
    case 'CSV_MAX_RECORD_SIZE':
      return importText('file.recordTooLong');
    default:
      return importText('file.notCsv');
  }
}

const NOT_UTF8: LocalizedText = importText('file.notUtf8');

/**
 * Turns byte offsets into line numbers as the bytes stream past: CRLF, LF and CR each end a
 * line. Offsets are asked for in increasing order, so only bytes not yet counted are kept.
 */
class LineCounter {
  private chunks: Uint8Array[] = [];
  /** Absolute offset of chunks[0][0]. */
  private base = 0;
  private pos = 0;
  private line = 1;
  private previous = -1;

  push(chunk: Uint8Array) {
    this.chunks.push(chunk);
  }

  private byteAt(offset: number): number | undefined {
    let start = this.base;
    for (const chunk of this.chunks) {
      if (offset < start + chunk.length) return chunk[offset - start];
      start += chunk.length;
    }
    return undefined;
  }

  private advanceTo(offset: number) {
    while (this.pos < offset) {
      const byte = this.byteAt(this.pos);
      if (byte === undefined) break;
      if (byte === 0x0d || (byte === 0x0a && this.previous !== 0x0d)) this.line++;
      this.previous = byte;
      this.pos++;
    }
    // Counted chunks are not needed again.
    while (this.chunks.length && this.base + this.chunks[0]!.length <= this.pos) this.base += this.chunks.shift()!.length;
  }

  /** Line of the first record that starts at or after `offset` (a BOM and blank lines are skipped). */
  recordLine(offset: number): number {
    this.advanceTo(offset);
    if (this.pos === 0 && this.byteAt(0) === 0xef && this.byteAt(1) === 0xbb && this.byteAt(2) === 0xbf) {
      this.pos = 3;
      this.previous = -1;
    }
    for (let byte = this.byteAt(this.pos); byte === 0x0a || byte === 0x0d; byte = this.byteAt(this.pos)) this.advanceTo(this.pos + 1);
    return this.line;
  }

  /** The line being read when the bytes so far end (for a problem found between records). */
  get current(): number {
    return this.line;
  }
}

/** Waits for the parser to take more, or to be gone; the other listener is removed, so none pile up over a long file. */
function untilDrainedOrClosed(parser: NodeJS.EventEmitter): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off('drain', done);
      parser.off('close', done);
      resolve();
    };
    parser.once('drain', done);
    parser.once('close', done);
  });
}

async function* bytesOf(source: CsvSource): AsyncGenerator<Uint8Array> {
  if (typeof source === 'string') yield Buffer.from(source, 'utf8');
  else if (source instanceof Uint8Array) yield source;
  else for await (const chunk of source as AsyncIterable<Uint8Array | string>) yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
}

/**
 * The records and problems of a CSV file, in file order. A problem marked `fatal` means the
 * rest of the file could not be read.
 */
export async function* readCsv(source: CsvSource): AsyncGenerator<CsvItem> {
  const lines = new LineCounter();
  const problems: Extract<CsvItem, { kind: 'problem' }>[] = [];
  // Byte offset just after the last record read (or skipped); the next record starts after it.
  let lastEnd = 0;
  const fail = (error: CsvError) => {
    const line = lines.recordLine(lastEnd);
    const earlier = problems.find((p) => p.line === line);
    if (!earlier) problems.push({ kind: 'problem', line, reason: csvErrorReason(error), fatal: error.code === 'CSV_QUOTE_NOT_CLOSED' });
    else if (error.code === 'CSV_QUOTE_NOT_CLOSED' && !earlier.fatal) {
      // A misplaced quote leaves the parser inside a quoted value up to the end of the file: one
      // message for the record, saying that the rest is lost too.
      earlier.reason = importText('file.restLost', { reason: earlier.reason });
      earlier.fatal = true;
    }
    if (typeof error.bytes === 'number' && error.bytes > lastEnd) lastEnd = error.bytes;
  };

  const recordLines: number[] = [];
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_RECORD_CHARS,
    on_skip: (error: CsvError | undefined) => {
      if (error) fail(error);
      return undefined;
    },
    // Lines are worked out as records are parsed, in file order, so problems and records agree;
    // the parser hands its records on in the same order, each taking the first line queued.
    on_record: (cells: string[], info: InfoRecord) => {
      recordLines.push(lines.recordLine(lastEnd));
      lastEnd = info.bytes;
      return cells;
    },
  });

  let encodingProblem: CsvItem | null = null;
  // Set when the reader stops early (a caller that has seen enough): feeding stops too.
  let stopped = false;
  const feeding = (async () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    try {
      for await (const chunk of bytesOf(source)) {
        if (stopped) return;
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          encodingProblem = { kind: 'problem', line: lines.current, reason: NOT_UTF8, fatal: true };
          break;
        }
        lines.push(chunk);
        if (!parser.write(chunk)) await untilDrainedOrClosed(parser);
      }
      if (!stopped) parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();

  let finished = false;
  try {
    try {
      for await (const cells of parser as AsyncIterable<string[]>) {
        const line = recordLines.shift()!;
        while (problems.length && problems[0]!.line < line) yield problems.shift()!;
        yield { kind: 'record', line, cells };
      }
    } catch (error) {
      // A source that fails (an upload over its limit, a broken connection) is the caller's to answer.
      if (!String((error as CsvError).code ?? '').startsWith('CSV_')) throw error;
      fail(error as CsvError);
    }
    await feeding;
    problems.sort((a, b) => a.line - b.line);
    yield* problems;
    if (encodingProblem) yield encodingProblem;
    finished = true;
  } finally {
    if (!finished) {
      stopped = true;
      parser.destroy();
    }
  }
}
