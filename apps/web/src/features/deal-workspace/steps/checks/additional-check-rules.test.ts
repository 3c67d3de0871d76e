import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, formatMasked, serverFieldErrors } from './additional-check-rules';

describe('the additional check form', () => {
  it('formats the masks: series 4 digits, number 6, issue code 999-999', () => {
    expect(formatMasked('series', '45 10 99')).toBe('4510');
    expect(formatMasked('number', 'a123-4567')).toBe('123456');
    expect(formatMasked('code', '770')).toBe('770');
    expect(formatMasked('code', '7700')).toBe('770-0');
    expect(formatMasked('code', '770-0019')).toBe('770-001');
  });

  it('turns the client data into the draft and back, empty fields null and dates yyyy-MM-dd', () => {
    const draft = draftOf({
      lastName: 'Иванов',
      firstName: 'Иван',
      birthDate: '1985-04-12',
      passportIssueCode: '770001',
    });
    expect(draft.birthDate).toBe('12.04.1985');
    expect(draft.passportIssueCode).toBe('770-001');
    expect(draft.middleName).toBe('');
    const checked = checkDraft(draft);
    expect(checked.errors).toBeNull();
    expect(checked.data).toMatchObject({
      lastName: 'Иванов',
      birthDate: '1985-04-12',
      passportIssueCode: '770-001',
      middleName: null,
      regAddrCountry: null,
    });
  });

  it("gives 001 §5's messages: required, invalid, incomplete mask", () => {
    const draft = {
      ...draftOf(undefined),
      firstName: 'Иван',
      birthDate: '31.02.1985',
      pastIdNum: '12345',
      pastIssueCode: '770-00',
    };
    expect(checkDraft(draft).errors).toEqual({
      lastName: 'Обязательное поле!',
      birthDate: 'Введите валидное значение!',
      pastIdNum: 'Неверные данные!',
      pastIssueCode: 'Неверные данные!',
    });
  });

  it("takes the server's errors of the person data by field", () => {
    expect(
      serverFieldErrors([
        { propertyPath: 'data.passportSeries', message: 'Значение не соответствует формату' },
        { propertyPath: 'checkAlgorithmTypes.0', message: 'Неизвестная проверка' },
      ]),
    ).toEqual({ passportSeries: 'Значение не соответствует формату' });
  });
});
