// Reading a shelf file as it arrives (docs/spec/shelf-import.md): its bytes decoded (UTF-8,
// or Windows-1252 when they are not UTF-8), then CSV records (RFC 4180 quoting, comma or
// semicolon separated) one at a time, each with the line it starts on. Nothing holds more
// than the record being read.

/** Bytes before a decision is taken on the encoding, when they may still be UTF-8. */
const LONGEST_UTF8_SEQUENCE = 4;

/**
 * The text of a byte stream. The encoding is decided at the first byte outside ASCII (the
 * bytes before it read the same in both): UTF-8 when what follows in that chunk is valid
 * UTF-8, else Windows-1252, the encoding Italian spreadsheets save "CSV" in. A UTF-8
 * byte-order mark is dropped.
 */
export async function* decodedText(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null;
  let pending: Uint8Array = new Uint8Array(0);
  for await (const chunk of chunks) {
    if (decoder) {
      const text = decoder.decode(chunk, { stream: true });
      if (text) yield text;
      continue;
    }
    pending = joined(pending, chunk);
    const at = pending.findIndex((byte) => byte >= 0x80);
    if (at === -1) {
      yield new TextDecoder('ascii').decode(pending);
      pending = new Uint8Array(0);
      continue;
    }
    if (pending.length - at < LONGEST_UTF8_SEQUENCE) continue; // a sequence cut in two
    if (at > 0) yield new TextDecoder('ascii').decode(pending.subarray(0, at));
    decoder = decoderFor(pending.subarray(at));
    const text = decoder.decode(pending.subarray(at), { stream: true });
    pending = new Uint8Array(0);
    if (text) yield text;
  }
  if (!decoder && pending.length > 0) decoder = decoderFor(pending, true);
  if (decoder) {
    const text = decoder.decode(pending);
    if (text) yield text;
  }
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}

/** UTF-8 when `sample` is (a character cut at its end allowed, unless it is the `last`). */
function decoderFor(sample: Uint8Array, last = false): TextDecoder {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: !last });
    return new TextDecoder('utf-8');
  } catch {
    return new TextDecoder('windows-1252');
  }
}

/** One record of the file: its fields and the line (1 the header's) it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * The separator of a file: whichever of ';' and ',' its header line holds more of, outside
 * quotes (a semicolon on a tie: that is what an Italian spreadsheet writes).
 */
export function separatorOf(headerLine: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ';') semicolons += 1;
    else if (!quoted && ch === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

/**
 * A CSV reader fed text in pieces: a field in double quotes may hold separators, line breaks
 * and doubled quotes; a carriage return outside quotes is dropped, so CRLF and LF files read
 * alike.
 */
class CsvReader {
  private field = '';
  private fields: string[] = [];
  private quoted = false;
  /** A quote just closed a quoted field, unless the next character is another quote. */
  private closing = false;
  /** The field began with a quote (text after its closing quote is kept as typed). */
  private wasQuoted = false;
  private line = 1;
  private start = 1;

  constructor(private readonly separator: string) {}

  feed(text: string, out: CsvRecord[]): void {
    for (const ch of text) {
      if (this.closing) {
        this.closing = false;
        if (ch === '"') {
          this.field += '"';
          this.quoted = true;
          continue;
        }
      }
      if (this.quoted) {
        if (ch === '"') {
          this.quoted = false;
          this.closing = true;
        } else if (ch !== '\r') {
          if (ch === '\n') this.line += 1;
          this.field += ch;
        }
        continue;
      }
      if (ch === this.separator) this.endField();
      else if (ch === '\n') {
        this.endField();
        out.push({ line: this.start, fields: this.fields });
        this.fields = [];
        this.line += 1;
        this.start = this.line;
      } else if (ch === '"' && this.field === '' && !this.wasQuoted) {
        this.quoted = true;
        this.wasQuoted = true;
      } else if (ch !== '\r') this.field += ch;
    }
  }

  end(out: CsvRecord[]): void {
    if (this.field !== '' || this.fields.length > 0 || this.wasQuoted) {
      this.endField();
      out.push({ line: this.start, fields: this.fields });
      this.fields = [];
    }
  }

  private endField(): void {
    this.fields.push(this.field);
    this.field = '';
    this.wasQuoted = false;
    this.closing = false;
  }
}

/**
 * The file's records as its text arrives, the first its header; the separator is chosen
 * from the header line (separatorOf). Empty lines are skipped but counted.
 */
export async function* csvRecords(
  text: AsyncIterable<string>,
): AsyncGenerator<CsvRecord & { separator: string }> {
  let head = '';
  let reader: CsvReader | null = null;
  let separator = ';';
  const out: CsvRecord[] = [];
  for await (const piece of text) {
    if (!reader) {
      head += piece;
      const newline = head.indexOf('\n');
      if (newline === -1) continue;
      separator = separatorOf(head.slice(0, newline));
      reader = new CsvReader(separator);
      reader.feed(head, out);
      head = '';
    } else reader.feed(piece, out);
    for (const record of out.splice(0)) if (!blank(record)) yield { ...record, separator };
  }
  if (!reader) {
    separator = separatorOf(head);
    reader = new CsvReader(separator);
    reader.feed(head, out);
  }
  reader.end(out);
  for (const record of out.splice(0)) if (!blank(record)) yield { ...record, separator };
}

function blank(record: CsvRecord): boolean {
  return record.fields.every((field) => field.trim() === '');
}
