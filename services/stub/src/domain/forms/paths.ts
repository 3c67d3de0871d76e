/** Dotted paths into plain data (`client.passport.series`, `release.equipments.0.cost`). */

const isIndex = (key: string) => /^\d+$/.test(key);

/** `prefix.key`; an empty key is the prefix itself (a field bound to a whole collection entry). */
export function joinPath(prefix: string, key: string): string {
  if (key === '') return prefix;
  return prefix === '' ? key : `${prefix}.${key}`;
}

export function getPath(root: unknown, path: string): unknown {
  let node = root;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Sets the value, creating the objects (or lists, before a numeric key) on the way. */
export function setPath(root: object, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = root as Record<string, unknown>;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    let next = node[key];
    if (next === null || typeof next !== 'object') {
      next = isIndex(keys[i + 1] ?? '') ? [] : {};
      node[key] = next;
    }
    node = next as Record<string, unknown>;
  });
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A posted collection as a list: a list as is, an object keyed `0`, `1`... in key order. */
export function asList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return undefined;
  const keys = Object.keys(value);
  if (!keys.every(isIndex)) return undefined;
  return keys.sort((a, b) => Number(a) - Number(b)).map((k) => value[k]);
}

export const clone = <T>(value: T): T => structuredClone(value);
