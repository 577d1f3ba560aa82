import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

// The official FatturaPA schema's verdict on a document (libxml2's, compiled to WebAssembly).
// The schema imports the signature schema from the W3C's address: the local copy is loaded
// under that import's name instead (the schema's text pointed at it as it is read, the file
// itself left as published), as libxml2 here reaches no network.

const SCHEMAS = new URL('../modules/invoices/schemas/', import.meta.url);
const SCHEMA = new URL('Schema_del_file_xml_FatturaPA_v1.2.2.xsd', SCHEMAS);
const SIGNATURE = new URL('xmldsig-core-schema.xsd', SCHEMAS);
export const SIGNATURE_URL =
  'http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd';

/** The schema as published: its text, to check it still imports the signature from the W3C. */
export function fatturapaSchemaText(): Promise<string> {
  return readFile(SCHEMA, 'utf8');
}

/** The schema's errors for `xml` ([] when it is valid). */
export async function fatturapaSchemaErrors(xml: string): Promise<string[]> {
  const schema = await fatturapaSchemaText();
  const result = await validateXML({
    xml: { fileName: 'fattura.xml', contents: xml },
    schema: [
      {
        fileName: 'fatturapa.xsd',
        contents: schema.replace(SIGNATURE_URL, 'xmldsig-core-schema.xsd'),
      },
    ],
    preload: [{ fileName: 'xmldsig-core-schema.xsd', contents: await readFile(SIGNATURE, 'utf8') }],
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
