import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/adr: every decision says its status and date under its title, and docs/adr/README.md
// indexes them all with the same number, title, status and date.

const adrDir = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/adr');
const files = readdirSync(adrDir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();

interface Adr {
  number: string;
  /** The number its title gives. */
  titleNumber: string;
  file: string;
  title: string;
  status: string;
  date: string;
}

function adrOf(file: string): Adr {
  const lines = readFileSync(join(adrDir, file), 'utf8').split('\n');
  const number = file.slice(0, 3);
  const title = /^# (\d{3}) — (.+)$/.exec(lines[0] ?? '');
  const head = lines.slice(
    1,
    lines.findIndex((line) => line.startsWith('## ')),
  );
  const status = head.find((line) => line.startsWith('Status: '));
  const date = head.find((line) => line.startsWith('Date: '));
  return {
    number,
    titleNumber: title?.[1] ?? '',
    file,
    title: title?.[2] ?? '',
    status: status?.slice('Status: '.length) ?? '',
    date: date?.slice('Date: '.length) ?? '',
  };
}

const adrs = files.map(adrOf);
const numbers = new Set(adrs.map((adr) => adr.number));

describe('the architecture decision records', () => {
  it.each(adrs)('$file says its status and date under its title', (adr) => {
    expect(adr.titleNumber).toBe(adr.number);
    expect(adr.status).toMatch(/^(Accepted|Superseded by ADR \d{3})\b/);
    expect(adr.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const [, other] of adr.status.matchAll(/ADR (\d{3})/g)) expect(numbers).toContain(other);
  });

  it('are indexed by docs/adr/README.md: number, title, status and date', () => {
    const rows = readFileSync(join(adrDir, 'README.md'), 'utf8')
      .split('\n')
      .filter((line) => /^\| \d{3} /.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    expect(rows.map(([, number, title, , date]) => ({ number, title, date }))).toEqual(
      adrs.map((adr) => ({
        number: adr.number,
        title: `[${adr.title}](${adr.file})`,
        date: adr.date,
      })),
    );
    for (const [index, adr] of adrs.entries()) {
      const status = rows[index]?.[3] ?? '';
      const superseded = /^Superseded by ADR (\d{3})/.exec(adr.status);
      if (superseded) expect(status, adr.file).toBe(`Superseded by ${superseded[1]}`);
      else expect(status, adr.file).toMatch(/^Accepted/);
    }
  });
});
