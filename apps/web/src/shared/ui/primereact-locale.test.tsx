import { fireEvent, render, screen } from '@testing-library/react';
import { PrimeReactProvider, localeOptions } from 'primereact/api';
import { MultiSelect } from 'primereact/multiselect';
import { Paginator } from 'primereact/paginator';
import { Sidebar } from 'primereact/sidebar';
import { beforeAll, describe, expect, it } from 'vitest';
import { RUSSIAN_ARIA, setupPrimeReactRussian } from './primereact-locale';

/** English shows as Latin letters; placeholders such as {page} are not words. */
const english = (text: string) => /[A-Za-z]/.test(text.replace(/\{\w+\}/g, ''));

describe("PrimeReact's Russian locale", () => {
  beforeAll(() => setupPrimeReactRussian());

  it('has a Russian aria-label for every aria key PrimeReact defines', () => {
    const en = (localeOptions('en') as { aria: Record<string, string> }).aria;
    const ru = (localeOptions('ru') as { aria: Record<string, string> }).aria;
    expect(Object.keys(en).length).toBeGreaterThan(50);
    const missingOrEnglish = Object.keys(en).filter((key) => typeof ru[key] !== 'string' || english(ru[key]!));
    expect(missingOrEnglish).toEqual([]);
    // The placeholders PrimeReact fills in are kept.
    for (const [key, text] of Object.entries(en))
      expect([key, ru[key]!.match(/\{\w+\}/g) ?? []]).toEqual([key, text.match(/\{\w+\}/g) ?? []]);
    expect(RUSSIAN_ARIA.close).toBe('Закрыть');
  });

  it('has no English text among the other keys (calendar navigation, selection messages...)', () => {
    const en = localeOptions('en') as Record<string, unknown>;
    const ru = localeOptions('ru') as Record<string, unknown>;
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
    const english_ = Object.keys(en)
      .filter((key) => key !== 'aria' && key !== 'dateFormat')
      .filter((key) => texts(en[key]).length > 0)
      .filter((key) => texts(ru[key]).length === 0 || texts(ru[key]).some(english));
    expect(english_).toEqual([]);
    expect(ru.prevMonth).toBe('Предыдущий месяц');
    expect(ru.nextMonth).toBe('Следующий месяц');
  });

  it('labels the pager, a drawer and a multiselect in Russian', () => {
    render(
      <PrimeReactProvider value={{ locale: 'ru' }}>
        <Paginator first={20} rows={10} totalRecords={200} />
        <Sidebar visible onHide={() => {}} header="Фильтр">
          <MultiSelect options={[{ label: 'Новая', value: 'new' }]} value={[]} inputId="ms" />
        </Sidebar>
      </PrimeReactProvider>,
    );
    fireEvent.click(document.querySelector('.p-multiselect')!);
    const labels = [...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? '');
    for (const label of [
      'Первая страница',
      'Предыдущая страница',
      'Следующая страница',
      'Последняя страница',
      'Закрыть',
    ])
      expect(labels).toContain(label);
    expect(labels).toContain('Страница 3');
    expect(labels.filter(english)).toEqual([]);
    expect(screen.getAllByRole('button', { name: 'Закрыть' }).length).toBeGreaterThan(0);
  });
});
