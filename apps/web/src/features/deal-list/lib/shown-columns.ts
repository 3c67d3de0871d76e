import { useCallback, useState } from 'react';
import { local, readItem, writeItem } from '@/shared/lib/storage';
import { OPTIONAL_COLUMNS, type OptionalColumn } from './columns';

const KEY = 'dealList.columns';

function read(): OptionalColumn[] {
  try {
    const parsed: unknown = JSON.parse(readItem(local(), KEY) ?? '[]');
    return Array.isArray(parsed) ? OPTIONAL_COLUMNS.map((c) => c.value).filter((c) => parsed.includes(c)) : [];
  } catch {
    return [];
  }
}

/** The optional columns the user shows; they stay shown after a reload. */
export function useShownColumns() {
  const [shown, setShown] = useState<OptionalColumn[]>(read);
  const change = useCallback((next: OptionalColumn[]) => {
    writeItem(local(), KEY, JSON.stringify(next));
    setShown(next);
  }, []);
  return [shown, change] as const;
}
