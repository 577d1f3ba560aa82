// Braintree's gateway answers in XML (the SDK reads it with xml2js and camel-cases the
// dashed names). Just enough of a writer for the stand-in's answers.

export type XmlValue =
  string | number | boolean | null | XmlList | { [name: string]: XmlValue | undefined };

/**
 * Repeated <itemName> children. 'array' becomes a JS array in the SDK; 'collection'
 * (search pages) stays an object whose itemName holds one item or an array of them.
 */
export interface XmlList {
  readonly itemName: string;
  readonly items: readonly XmlValue[];
  readonly kind: 'array' | 'collection';
}

export function xmlList(
  itemName: string,
  items: readonly XmlValue[],
  kind: XmlList['kind'] = 'array',
): XmlList {
  return { itemName, items, kind };
}

export function xmlDocument(name: string, value: XmlValue): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(name, value)}\n`;
}

function element(name: string, value: XmlValue | undefined): string {
  if (value === undefined) return '';
  if (value === null) return `<${name} nil="true"/>`;
  if (typeof value === 'number') return `<${name} type="integer">${value}</${name}>`;
  if (typeof value === 'boolean') return `<${name} type="boolean">${value}</${name}>`;
  if (typeof value === 'string') return `<${name}>${escapeXml(value)}</${name}>`;
  if (isList(value)) {
    const items = value.items.map((item) => element(value.itemName, item)).join('');
    return `<${name} type="${value.kind}">${items}</${name}>`;
  }
  const children = Object.entries(value)
    .map(([child, childValue]) => element(child, childValue))
    .join('');
  return `<${name}>${children}</${name}>`;
}

function isList(value: object): value is XmlList {
  return 'itemName' in value && 'items' in value && Array.isArray(value.items);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
