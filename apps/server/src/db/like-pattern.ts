/**
 * A LIKE pattern matching any text that holds `text`, lower-cased (compare it with a
 * lower-cased column, or with ILIKE), its own wildcards and backslashes escaped so a '%' or
 * '_' typed in a search box means itself.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
