import { describe, expect, it } from 'vitest';
import { unclaimDone } from './unclaim';

describe("the toast of 'Снять'", () => {
  it('names the task, the deal and the client', () => {
    expect(unclaimDone({ name: 'Проверка андеррайтером', deal: { id: 100245, client: { name: 'Иванов Иван' } } })).toBe(
      'Задача «Проверка андеррайтером» по заявке № 100245 (Иванов Иван) возвращена в очередь',
    );
    expect(unclaimDone({ name: '', deal: { id: 1, client: { name: 'Петров' } } })).toBe(
      'Задача по заявке № 1 (Петров) возвращена в очередь',
    );
  });
});
