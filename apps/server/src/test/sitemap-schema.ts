import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

// The sitemaps.org schemas' verdict on the sitemaps (libxml2's, compiled to WebAssembly, as
// for the FatturaPA: test/fatturapa-schema.ts). A child sitemap's hreflang links are XHTML
// elements, which sitemap.xsd's strict wildcard admits only when a schema declares them: a
// wrapper of ours imports both, as sitemap libraries' own tests do.

const SCHEMAS = new URL('../modules/catalog/schemas/', import.meta.url);
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const WRAPPER = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <xsd:import namespace="${SITEMAP_NS}" schemaLocation="sitemap.xsd"/>
  <xsd:import namespace="${XHTML_NS}" schemaLocation="xhtml-link.xsd"/>
</xsd:schema>`;

async function schemaFile(name: string) {
  return { fileName: name, contents: await readFile(new URL(name, SCHEMAS), 'utf8') };
}

/** siteindex.xsd's errors for a sitemap index ([] when it is valid). */
export async function sitemapIndexSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: [await schemaFile('siteindex.xsd')],
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}

/** sitemap.xsd's errors for a child sitemap, its XHTML links included ([] when valid). */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'sitemap-n.xml', contents: xml },
    schema: [{ fileName: 'sitemap-with-links.xsd', contents: WRAPPER }],
    preload: [await schemaFile('sitemap.xsd'), await schemaFile('xhtml-link.xsd')],
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
