import type { Lang } from '@scaffale/domain/languages';
import { label } from '@scaffale/domain/locale';
import { fill } from './words.ts';

// One layout for every message, written twice: plain text, and HTML that common mail clients
// read (tables and inline styles, no script, no image, no external stylesheet). Every value
// is escaped here, once. Amounts, days and a label's colon are written by the domain's
// locale (`@scaffale/domain/locale`), as the pages write them.

/** A block of a message: a paragraph, label–value facts, a table, or a button. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'facts'; facts: readonly (readonly [string, string])[] }
  | {
      kind: 'table';
      heading: string;
      head: readonly string[];
      rows: readonly (readonly string[])[];
      /** Label–value lines under the table (shipping, totals). */
      foot: readonly (readonly [string, string])[];
    }
  | { kind: 'action'; label: string; url: string };

export interface MailContent {
  subject: string;
  /** The recipient's first name, '' for none. */
  name: string;
  blocks: readonly Block[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function renderMail(lang: Lang, brand: string, content: MailContent): RenderedMail {
  const greeting =
    content.name === ''
      ? fill(lang, 'greetingNoName')
      : fill(lang, 'greeting', { name: content.name });
  const signature = fill(lang, 'signature', { brand });
  const footer = fill(lang, 'footer', { brand });
  return {
    subject: content.subject,
    text:
      [
        greeting,
        ...content.blocks.map((block) => blockText(lang, block)),
        signature,
        '--',
        footer,
      ].join('\n\n') + '\n',
    html: htmlDocument(
      lang,
      brand,
      content.subject,
      [paragraphHtml(greeting), ...content.blocks.map(blockHtml), paragraphHtml(signature)],
      footer,
    ),
  };
}

function blockText(lang: Lang, block: Block): string {
  const fact = ([name, value]: readonly [string, string]) => `${label(lang, name)} ${value}`;
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.facts.map(fact).join('\n');
    case 'table':
      return [
        block.heading,
        ...block.rows.map((row) => `- ${row.join(' · ')}`),
        ...block.foot.map(fact),
      ].join('\n');
    case 'action':
      return fact([block.label, block.url]);
  }
}

const CELL = 'padding:6px 8px;border-bottom:1px solid #e4ddd3;text-align:left;vertical-align:top';

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return paragraphHtml(block.text);
    case 'facts':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${block.facts
        .map(
          ([name, value]) =>
            `<tr><td style="padding:2px 12px 2px 0;color:#5b5048">${escapeHtml(name)}</td><td style="padding:2px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'table':
      return [
        `<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(block.heading)}</h2>`,
        `<table cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;margin:0 0 16px">`,
        `<thead><tr>${block.head.map((cell) => `<th scope="col" style="${CELL}">${escapeHtml(cell)}</th>`).join('')}</tr></thead>`,
        `<tbody>${block.rows
          .map(
            (row) =>
              `<tr>${row.map((cell) => `<td style="${CELL}">${escapeHtml(cell)}</td>`).join('')}</tr>`,
          )
          .join('')}</tbody>`,
        block.foot.length > 0
          ? `<tfoot>${block.foot
              .map(
                ([name, value]) =>
                  `<tr><th scope="row" colspan="${Math.max(1, block.head.length - 1)}" style="${CELL};font-weight:normal">${escapeHtml(name)}</th><td style="${CELL};font-weight:bold">${escapeHtml(value)}</td></tr>`,
              )
              .join('')}</tfoot>`
          : '',
        `</table>`,
      ].join('');
    case 'action':
      return `<p style="margin:20px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#7a2e1f;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#5b5048">${escapeHtml(block.url)}</p>`;
  }
}

function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
}

function htmlDocument(
  lang: Lang,
  brand: string,
  subject: string,
  body: readonly string[],
  footer: string,
): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f6f1ea;font-family:Georgia,\'Times New Roman\',serif;color:#2b2420">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1ea"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #e4ddd3">',
    `<tr><td style="padding:16px 24px;background:#7a2e1f;color:#ffffff;font-size:22px;font-weight:bold">${escapeHtml(brand)}</td></tr>`,
    `<tr><td style="padding:24px;font-size:15px">${body.join('')}</td></tr>`,
    `<tr><td style="padding:12px 24px;font-size:12px;color:#5b5048;border-top:1px solid #e4ddd3">${escapeHtml(footer)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
