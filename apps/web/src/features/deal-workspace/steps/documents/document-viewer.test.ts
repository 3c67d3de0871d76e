import { describe, expect, it } from 'vitest';
import { identityLine, personLines, stepRotation, stepZoom, viewKind, ZOOM } from './document-viewer';

describe('the document viewer rules', () => {
  it('zooms 10 to 300 % by 10, from 100', () => {
    expect(ZOOM.initial).toBe(100);
    expect(stepZoom(100, 1)).toBe(110);
    expect(stepZoom(100, -1)).toBe(90);
    expect(stepZoom(300, 1)).toBe(300);
    expect(stepZoom(10, -1)).toBe(10);
  });

  it('turns by a quarter either way', () => {
    expect(stepRotation(0, 1)).toBe(90);
    expect(stepRotation(270, 1)).toBe(0);
    expect(stepRotation(0, -1)).toBe(270);
  });

  it('shows PDFs as pages, images as pictures, anything else not at all', () => {
    expect(viewKind('application/pdf', 'a')).toBe('pdf');
    expect(viewKind(undefined, 'scan.PDF')).toBe('pdf');
    expect(viewKind('image/jpeg', 'a')).toBe('image');
    expect(viewKind(undefined, 'photo.jpg')).toBe('image');
    expect(viewKind('application/zip', 'a.zip')).toBe('other');
  });

  it("gives a person's lines, the empty ones left out", () => {
    const passport = {
      series: '4510',
      number: '123456',
      issuedDate: '2015-06-18',
      divisionName: 'ОУФМС',
      divisionCode: '770-093',
    };
    expect(identityLine(passport)).toBe('4510 123456, выдан 18.06.2015, ОУФМС, код подразделения 770-093');
    expect(
      personLines({
        name: 'Иванов Иван Иванович',
        gender: 'man',
        birthDate: '1985-03-14',
        bornPlace: null,
        clientPassport: passport,
        addressRegistration: { value: 'г Москва' },
        addressActual: null,
      }),
    ).toEqual([
      ['ФИО', 'Иванов Иван Иванович'],
      ['Дата рождения', '14.03.1985'],
      ['Пол', 'Мужской'],
      ['Паспорт', '4510 123456, выдан 18.06.2015, ОУФМС, код подразделения 770-093'],
      ['Адрес регистрации', 'г Москва'],
    ]);
  });
});
