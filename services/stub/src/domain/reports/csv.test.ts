import { describe, expect, it } from 'vitest';
import { csvField, csvRecord } from './csv';
import { csvText, csvWriter } from './writers';
import { moment, money, text, whole, date } from './columns';

describe('CSV (RFC 4180, `;`)', () => {
  it('leaves a plain field as it is', () => {
    expect(csvField('Иванов Иван Иванович')).toBe('Иванов Иван Иванович');
    expect(csvField('')).toBe('');
    expect(csvField('a,b')).toBe('a,b');
  });

  it('quotes a field with the separator, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Рольф; Юг')).toBe('"Рольф; Юг"');
    expect(csvField('ООО "Ромашка"')).toBe('"ООО ""Ромашка"""');
    expect(csvField('две\nстроки')).toBe('"две\nстроки"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('"')).toBe('""""');
  });

  it('ends each record with CRLF', () => {
    expect(csvRecord(['1', 'Автосалон «Рольф Юг»; Москва', 'x"y'])).toBe('1;"Автосалон «Рольф Юг»; Москва";"x""y"\r\n');
  });

  it('writes cells as the Russian spreadsheet reads them: decimal comma, dd.MM.yyyy, Moscow time, empty for none', () => {
    expect(csvText('money', 2544000)).toBe('2544000,00');
    expect(csvText('number', 15.9)).toBe('15,9');
    expect(csvText('number', 24)).toBe('24');
    expect(csvText('date', Date.UTC(1985, 4, 7))).toBe('07.05.1985');
    expect(csvText('datetime', Date.UTC(2026, 10, 20, 21, 30, 5))).toBe('21.11.2026 00:30:05');
    expect(csvText('text', null)).toBe('');
  });

  it('writes a file with a byte-order mark, the headers and a record per row', async () => {
    const writer = csvWriter([whole('№'), text('Клиент'), money('Сумма'), date('Дата'), moment('Создана')]);
    writer.addRow([1, 'Иванов; "Иван"', 100.5, Date.UTC(2000, 0, 1), null]);
    const bytes = await writer.finish();
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toBe(
      '\uFEFF№;Клиент;Сумма;Дата;Создана\r\n1;"Иванов; ""Иван""";100,50;01.01.2000;\r\n',
    );
  });
});
