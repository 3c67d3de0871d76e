import { describe, expect, it } from 'vitest';
import { balanceFailure, balanceView } from './balance';

describe('the balance titles', () => {
  it('a positive count: how many registrations are available', () => {
    expect(balanceView(37)).toEqual({ title: 'Доступно залогов для регистрации: 37', errors: [], tone: 'ok' });
  });

  it('zero: insufficient funds', () => {
    expect(balanceView(0).title).toBe('Не хватает средств для регистрации залогов');
  });

  it('a negative count: insufficient funds with the pledges waiting for payment', () => {
    expect(balanceView(-5).title).toBe('Не хватает средств для регистрации залогов. В очереди на оплату: 5');
  });

  it('anything that is not an integer is an error', () => {
    for (const result of [1.5, '37', null, undefined, Number.NaN, {}, true]) {
      expect(balanceView(result)).toEqual({ title: 'Ошибка', errors: [], tone: 'error' });
    }
  });

  it('a 400 answer: Ошибка with the error lines', () => {
    expect(balanceFailure({ result: { errors: ['Сервис ФНП временно недоступен', 'Код ответа: 503'] } })).toEqual({
      title: 'Ошибка',
      errors: ['Сервис ФНП временно недоступен', 'Код ответа: 503'],
      tone: 'error',
    });
    expect(balanceFailure({ result: 'Ошибка' }).errors).toEqual([]);
  });
});
