// Stripe's v1 API takes application/x-www-form-urlencoded bodies with bracket notation:
// `metadata[orderNumber]=SC-1`, `allowed_payment_method_types[0]=card`. The stand-in reads
// them back into the object the SDK was given (every leaf stays a string, as on the wire).

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** Keys that would reach Object.prototype if used as property names. */
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

export function parseBracketForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = keyPath(name);
    if (path.length > 0 && path.every((key) => !UNSAFE_KEYS.has(key))) setPath(root, path, value);
  }
  const result: FormObject = {};
  for (const [key, value] of Object.entries(root)) result[key] = arraysFromIndexes(value);
  return result;
}

/** `a[b][0]` → ['a', 'b', '0']; a malformed name is kept whole. */
export function keyPath(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return [name];
  const [, head = name, brackets = ''] = match;
  const rest = [...brackets.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  return [head, ...rest];
}

function setPath(root: FormObject, path: string[], value: string): void {
  let node = root;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next === 'object' && !Array.isArray(next)) {
      node = next;
    } else {
      const child: FormObject = {};
      node[key] = child;
      node = child;
    }
  }
  node[path[path.length - 1] ?? ''] = value;
}

/** Objects keyed 0..n-1 were arrays in the SDK's hands. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = {};
  for (const key of keys) converted[key] = arraysFromIndexes(value[key] ?? '');
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => converted[key] ?? '') : converted;
}
