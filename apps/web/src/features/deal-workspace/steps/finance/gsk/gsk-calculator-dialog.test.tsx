import type { GskCalculatorInput, GskCalculatorResult, GskReferenceItem } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer, type FakeCall } from '@/shared/api/testing/fake-api';
import { GskCalculatorDialog } from './gsk-calculator-dialog';

const DEAL = 100245;
const INFO = `GET /api/gsk/calculation-info/${DEAL}`;
const REF = 'GET /api/gsk/ref';
const CALCULATE = 'POST /api/gsk/calculate';

const LISTS: Record<string, GskReferenceItem[]> = {
  region: [
    { code: '77', name: 'г. Москва', population: 'moreThanMillion' },
    { code: '50', name: 'Московская область', population: 'from100to500Thousand' },
    { code: '47', name: 'Ленинградская область', population: 'lessThan100Thousand' },
  ],
  education: [
    { code: 'secondary', name: 'Среднее' },
    { code: 'higher', name: 'Высшее' },
  ],
  workerGroup: [
    { code: 'specialist', name: 'Специалист' },
    { code: 'manager', name: 'Руководитель среднего звена' },
  ],
  population: [
    { code: 'lessThan100Thousand', name: 'Менее 100 тыс. человек' },
    { code: 'from100to500Thousand', name: 'От 100 до 500 тыс. человек' },
    { code: 'moreThanMillion', name: 'Более 1 млн человек' },
  ],
  property: [
    { code: 'private', name: 'Частная' },
    { code: 'state', name: 'Государственная' },
  ],
  okved: [{ code: '64.19', name: '64.19 Денежное посредничество прочее' }],
};

/** The stub's search: a part of the title, any case, or the start of the code. */
function reference({ query }: FakeCall): FakeAnswer {
  const list = LISTS[query.get('type') ?? ''] ?? [];
  const name = (query.get('name') ?? '').toLowerCase();
  const items = list.filter((i) => !name || i.name.toLowerCase().includes(name) || i.code.startsWith(name));
  return answer({ result: { count: items.length, items } });
}

const FULL: GskCalculatorInput = {
  gender: 'М',
  age: 41,
  education: 'higher',
  workerGroup: 'specialist',
  experience: 12,
  salary: 150000,
  region: '77',
  population: 'moreThanMillion',
  property: 'private',
  okved: '64.19',
};
const EMPTY: GskCalculatorInput = {
  gender: null,
  age: null,
  education: null,
  workerGroup: null,
  experience: null,
  salary: null,
  region: null,
  population: null,
  property: null,
  okved: null,
};
const RESULT: GskCalculatorResult = {
  isWorkerGroupChange: true,
  calculatedWorkerGroup: 'specialist',
  specifiedSalary: 150000,
  approximateWorkerSalary: 239000,
  approximateIESalary: 311000,
  estimatedSalary: 239000,
  ratio: 0.63,
  maxSalary: 311000,
  rangeWorkerSalary: { min: 167000, max: 311000 },
  rangeIESalary: { min: 187000, max: 498000 },
  workerResult: 'Заявленный доход ниже диапазона',
  individualEntrepreneurResult: 'Заявленный доход в пределах диапазона',
  minWage: 32916,
};

function setup(
  prepared: GskCalculatorInput = FULL,
  calculated: FakeAnswer = answer({ result: RESULT }),
  lists: typeof reference = reference,
) {
  const api = fakeApi({
    [INFO]: answer({ result: { preparedData: prepared } }),
    [REF]: lists,
    [CALCULATE]: calculated,
  });
  const onHide = vi.fn();
  const user = userEvent.setup();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (visible: boolean) => (
    <QueryClientProvider client={queryClient}>
      <GskCalculatorDialog dealId={DEAL} visible={visible} onHide={onHide} />
    </QueryClientProvider>
  );
  const view = render(tree(true));
  /** The page shows or hides the dialog. */
  const show = (visible: boolean) => view.rerender(tree(visible));
  return { ...api, onHide, user, queryClient, show };
}

/** Intl writes no-break spaces: compare with plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const field = (name: string) => screen.getByTestId(`gsk-${name}-field`);
const shownChoice = (name: string) => plain(field(name).querySelector('.p-dropdown-label')?.textContent);
const errorOf = (name: string) => plain(field(name).querySelector('.gsk-field__error')?.textContent);
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const calculate = () => screen.getByRole('button', { name: 'Рассчитать' });
const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');
/** The lists are ready: the prepared codes are shown by their titles. */
const prefilled = () => waitFor(() => expect(shownChoice('okved')).toBe('64.19 Денежное посредничество прочее'));

describe("the dialog 'Калькулятор ГКС'", { timeout: 40000 }, () => {
  it('is 710 px wide and fills the form with the inputs prepared from the deal, codes shown by their titles', async () => {
    const { calls } = setup();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Калькулятор ГКС')).toBeTruthy();
    expect(dialog.style.width).toBe('710px');
    expect(within(dialog).getByRole('status').textContent).toBe('Загрузка...');
    await prefilled();
    expect(screen.getByText('Данные заемщика')).toBeTruthy();
    expect(screen.getByText('Данные работодателя')).toBeTruthy();
    expect(input('М').checked).toBe(true);
    expect(input('Ж').checked).toBe(false);
    expect(input('Возраст, лет').value).toBe('41');
    expect(input('Стаж, лет').value).toBe('12');
    expect(plain(input('Зарплата, ₽').value)).toBe('150 000');
    await waitFor(() => expect(input('Регион').value).toBe('г. Москва'));
    expect(shownChoice('education')).toBe('Высшее');
    expect(shownChoice('workerGroup')).toBe('Специалист');
    expect(shownChoice('population')).toBe('Более 1 млн человек');
    expect(shownChoice('property')).toBe('Частная');
    expect(calls.filter((c) => c.path === `/api/gsk/calculation-info/${DEAL}`)).toHaveLength(1);
    const refs = calls.filter((c) => c.path === '/api/gsk/ref');
    expect(new Set(refs.map((c) => c.query.get('type')))).toEqual(
      new Set(['region', 'education', 'workerGroup', 'population', 'property', 'okved']),
    );
    expect(refs.every((c) => c.query.get('per_page') === '100' && /^\d{4}$/.test(c.query.get('period') ?? ''))).toBe(
      true,
    );
  });

  it("shows 'Обязательное поле!' under every empty input and sends nothing", async () => {
    const { calls, user } = setup(EMPTY);
    await screen.findByLabelText('Возраст, лет');
    await user.click(calculate());
    for (const name of [
      'gender',
      'age',
      'education',
      'workerGroup',
      'experience',
      'salary',
      'region',
      'population',
      'property',
      'okved',
    ])
      expect(errorOf(name)).toBe('Обязательное поле!');
    expect(posts(calls)).toHaveLength(0);
  });

  it('clears the message of a choice when one is made, and sends it', async () => {
    const { calls, user } = setup({ ...FULL, education: null });
    await prefilled();
    await user.click(calculate());
    expect(errorOf('education')).toBe('Обязательное поле!');
    expect(posts(calls)).toHaveLength(0);
    await user.click(field('education').querySelector('.p-dropdown')!);
    // jsdom has no layout: PrimeReact's positioning leaves the list `display: none` there
    await user.click(await screen.findByRole('option', { name: 'Среднее', hidden: true }));
    expect(shownChoice('education')).toBe('Среднее');
    expect(errorOf('education')).toBe('');
    await user.click(calculate());
    await waitFor(() =>
      expect(posts(calls).map((c) => c.body)).toEqual([{ ...FULL, education: 'secondary', deal: DEAL }]),
    );
  });

  it('shows a prepared code beyond the first 100 items by its title, and the filter asks the server for more', async () => {
    const programming = { code: '62.01', name: '62.01 Разработка компьютерного программного обеспечения' };
    const oil = { code: '06.10', name: '06.10 Добыча нефти' };
    const { calls, user } = setup({ ...FULL, okved: '62.01' }, answer({ result: RESULT }), (call) => {
      if (call.query.get('type') !== 'okved') return reference(call);
      const name = (call.query.get('name') ?? '').toLowerCase();
      if (name === '') return answer({ result: { count: 150, items: LISTS.okved } });
      const items = [programming, oil].filter((i) => i.name.toLowerCase().includes(name) || i.code.startsWith(name));
      return answer({ result: { count: items.length, items } });
    });
    await waitFor(() => expect(shownChoice('okved')).toBe(programming.name));
    await waitFor(() =>
      expect(calls.some((c) => c.query.get('type') === 'okved' && c.query.get('name') === '62.01')).toBe(true),
    );
    await user.click(field('okved').querySelector('.p-dropdown')!);
    // typed once the panel has opened, into its filter; the filter is still there and holds the word
    const filter = await waitFor(
      () => {
        const panel = document.querySelector('.gsk-list-panel.p-connected-overlay-enter-done');
        expect(panel).not.toBeNull();
        return panel!.querySelector<HTMLInputElement>('.p-dropdown-filter')!;
      },
      { timeout: 10000 },
    );
    await user.type(filter, 'нефт');
    expect(filter.isConnected && filter.value).toBe('нефт');
    // the filter asks the server once the typing rests 300 ms (under load, a part of the word may rest that long)
    const searched = () =>
      calls.filter((c) => c.query.get('type') === 'okved' && /^не/.test(c.query.get('name') ?? ''));
    await waitFor(() => expect(searched().length).toBeGreaterThan(0), { timeout: 10000 });
    await user.click(await screen.findByRole('option', { name: oil.name, hidden: true }, { timeout: 10000 }));
    expect(shownChoice('okved')).toBe(oil.name);
  });

  it("says 'Неверные данные!' for an age of one digit, and clears the message when the age is typed again", async () => {
    const { calls, user } = setup();
    await prefilled();
    await user.clear(input('Возраст, лет'));
    await user.type(input('Возраст, лет'), '4');
    await user.click(calculate());
    expect(errorOf('age')).toBe('Неверные данные!');
    expect(posts(calls)).toHaveLength(0);
    await user.type(input('Возраст, лет'), '5');
    expect(errorOf('age')).toBe('');
  });

  it("clears a region typed and not picked from the list when it is left ('Необходимо выбрать хотя бы один вариант!')", async () => {
    const { user } = setup(EMPTY);
    const region = await screen.findByLabelText('Регион');
    await user.type(region, 'Моск');
    expect(await screen.findByText('Московская область', {}, { timeout: 4000 })).toBeTruthy();
    await user.click(input('Возраст, лет'));
    await waitFor(() => expect(input('Регион').value).toBe(''));
    expect(errorOf('region')).toBe('Необходимо выбрать хотя бы один вариант!');
  });

  it("fills the population from the region picked, by the region's data", async () => {
    const { calls, user } = setup(EMPTY);
    const region = await screen.findByLabelText('Регион');
    await user.type(region, 'Ленин');
    await user.click(await screen.findByText('Ленинградская область', {}, { timeout: 4000 }));
    await waitFor(() => expect(shownChoice('population')).toBe('Менее 100 тыс. человек'));
    expect(input('Регион').value).toBe('Ленинградская область');
    expect(errorOf('region')).toBe('');
    expect(
      calls.some(
        (c) => c.path === '/api/gsk/ref' && c.query.get('type') === 'region' && c.query.get('name') === 'Ленин',
      ),
    ).toBe(true);
  });

  it('sends the inputs with the deal and shows every field of the result', async () => {
    const { calls, user } = setup();
    await prefilled();
    await waitFor(() => expect(input('Регион').value).toBe('г. Москва'));
    await user.click(calculate());
    const panel = await screen.findByTestId('gsk-result');
    expect(posts(calls).map((c) => c.body)).toEqual([{ ...FULL, deal: DEAL }]);
    const line = (key: string) => plain(within(panel).getByTestId(`gsk-result-${key}`).textContent);
    expect(within(panel).getByText('Результат расчета')).toBeTruthy();
    expect(line('isWorkerGroupChange')).toBe('Тип специальности измененДа');
    expect(line('calculatedWorkerGroup')).toBe('Тип специальности в расчетеСпециалист');
    expect(line('specifiedSalary')).toBe('Указанная зарплата150 000 ₽');
    expect(line('approximateWorkerSalary')).toBe('Примерная зарплата сотрудника239 000 ₽');
    expect(line('approximateIESalary')).toBe('Примерный доход ИП311 000 ₽');
    expect(line('estimatedSalary')).toBe('Расчетная зарплата239 000 ₽');
    expect(line('ratio')).toBe('Отношение указанной зарплаты к расчетной0,63');
    expect(line('maxSalary')).toBe('Максимальная зарплата311 000,00 ₽');
    expect(line('rangeWorkerSalary')).toBe('Диапазон зарплаты сотрудника167 000 ₽ – 311 000 ₽');
    expect(line('rangeIESalary')).toBe('Диапазон дохода ИП187 000 ₽ – 498 000 ₽');
    expect(line('workerResult')).toBe('Вывод для сотрудникаЗаявленный доход ниже диапазона');
    expect(line('individualEntrepreneurResult')).toBe('Вывод для ИПЗаявленный доход в пределах диапазона');
    expect(line('minWage')).toBe('МРОТ региона32 916 ₽');
  });

  it('reloads the finance blocks after a calculation (their ГКС sums change)', async () => {
    const { user, queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await prefilled();
    await user.click(calculate());
    await screen.findByTestId('gsk-result');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['finance', 'block'] });
  });

  it("puts a 400's field errors under their fields, as the server gives them, keeping what was typed", async () => {
    const refused = answer(
      {
        result: null,
        errors: [
          { propertyPath: 'okved', message: 'Введите валидное значение!' },
          { propertyPath: 'region', message: 'Введите валидное значение!' },
        ],
      },
      400,
    );
    const { user } = setup(FULL, refused);
    await prefilled();
    await user.clear(input('Стаж, лет'));
    await user.type(input('Стаж, лет'), '7');
    await user.click(calculate());
    await waitFor(() => expect(errorOf('okved')).toBe('Введите валидное значение!'));
    expect(errorOf('region')).toBe('Введите валидное значение!');
    expect(errorOf('age')).toBe('');
    expect(input('Стаж, лет').value).toBe('7');
    expect(shownChoice('okved')).toBe('64.19 Денежное посредничество прочее');
    expect(screen.queryByTestId('gsk-result')).toBeNull();
  });

  it("shows the text of a 400 as it comes: 'Неправильный логин или пароль!'", async () => {
    const { user } = setup(FULL, answer({ result: 'Неправильный логин или пароль!' }, 400));
    await prefilled();
    await user.click(calculate());
    expect((await screen.findByRole('alert')).textContent).toBe('Неправильный логин или пароль!');
    expect(input('Возраст, лет').value).toBe('41');
  });

  it("says 'Ошибка!' for any other failure", async () => {
    const { user } = setup(FULL, answer({ result: null }, 500));
    await prefilled();
    await user.click(calculate());
    expect((await screen.findByRole('alert')).textContent).toBe('Ошибка!');
    expect(plain(input('Зарплата, ₽').value)).toBe('150 000');
  });

  it('closes the list of the region on Escape, not the dialog', async () => {
    const { onHide, user } = setup(EMPTY);
    await user.type(await screen.findByLabelText('Регион'), 'Моск');
    expect(await screen.findByText('Московская область', {}, { timeout: 4000 })).toBeTruthy();
    // PrimeReact's list reads the key's `which`, which user-event leaves out
    fireEvent.keyDown(input('Регион'), { key: 'Escape', code: 'Escape', which: 27, keyCode: 27 });
    await waitFor(() => expect(screen.queryByText('Московская область')).toBeNull());
    expect(onHide).not.toHaveBeenCalled();
    fireEvent.keyDown(input('Регион'), { key: 'Escape', code: 'Escape', which: 27, keyCode: 27 });
    expect(onHide).toHaveBeenCalled();
  });

  it("starts again from the deal's prepared inputs on each opening", async () => {
    const { calls, user, show } = setup();
    await prefilled();
    await user.clear(input('Возраст, лет'));
    await user.type(input('Возраст, лет'), '55');
    show(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    show(true);
    await waitFor(() => expect(input('Возраст, лет').value).toBe('41'));
    expect(calls.filter((c) => c.path === `/api/gsk/calculation-info/${DEAL}`)).toHaveLength(2);
  });

  it('closes on Escape', async () => {
    const { onHide, user } = setup();
    await prefilled();
    await user.click(input('Возраст, лет'));
    await user.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalled();
  });
});
