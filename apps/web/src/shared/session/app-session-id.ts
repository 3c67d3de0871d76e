import { readItem, session, writeItem } from '@/shared/lib/storage';
import { uuid } from '@/shared/lib/uuid';
import { storageKeys } from './storage-keys';

let memo: string | null = null;

/** The id of this browser session, sent as `X-App-Session-Id`; kept in sessionStorage. */
export function appSessionId(): string {
  if (memo) return memo;
  memo = readItem(session(), storageKeys.appSessionId);
  if (!memo) {
    memo = uuid();
    writeItem(session(), storageKeys.appSessionId, memo);
  }
  return memo;
}
