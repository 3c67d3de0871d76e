/** localStorage / sessionStorage access that never throws (private modes, disabled storage). */
export function readItem(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // storage unavailable: the value lives only in memory
  }
}

export const local = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);
export const session = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
