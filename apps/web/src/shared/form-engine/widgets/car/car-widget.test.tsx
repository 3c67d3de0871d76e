import type { Car, CarInfoSuggestion, FormField } from '@autocredit/generated/api';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import type { FormEnvironment } from '@/shared/form-engine/widgets/widget-types';
import { fetchCarFieldChoices, fetchCarInfo, type CarInfoQuery } from './car-api';
import { emptyCar } from './car-cascade';
import { CarWidget } from './car-widget';

vi.mock('./car-api', () => ({ fetchCarInfo: vi.fn(), fetchCarFieldChoices: vi.fn() }));

const carInfo = vi.mocked(fetchCarInfo);
const fieldChoices = vi.mocked(fetchCarFieldChoices);

const env = (patch: Partial<FormEnvironment> = {}): FormEnvironment => ({
  underwriter: false,
  showChanged: false,
  phoneActions: false,
  canUpload: false,
  readOnly: false,
  requestReload: vi.fn(),
  ...patch,
});

function Harness(props: {
  disabled?: boolean;
  invalid?: boolean;
  initial: Car | null;
  field?: Partial<FormField>;
  env: FormEnvironment;
  spy(car: Car | null): void;
}) {
  const [value, setValue] = useState<Car | null>(props.initial);
  return (
    <CarWidget
      field={{ type: 'choiceAuto', label: 'Автомобиль', ...props.field }}
      name="car"
      id="car"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.spy(next);
      }}
      onBlur={() => undefined}
      inputRef={() => undefined}
      disabled={props.disabled ?? false}
      invalid={props.invalid ?? false}
      env={props.env}
    />
  );
}

function show(
  initial: Car | null,
  field: Partial<FormField> = {},
  environment = env(),
  disabled = false,
  invalid = false,
) {
  const spy = vi.fn<(car: Car | null) => void>();
  render(<Harness initial={initial} field={field} env={environment} spy={spy} disabled={disabled} invalid={invalid} />);
  return { spy, environment, last: () => spy.mock.calls.at(-1)?.[0] };
}

const answer = (patch: Partial<CarInfoSuggestion>): CarInfoSuggestion => ({
  brand: [],
  model: [],
  modification: [],
  year: [],
  carInfo: null,
  ...patch,
});

const MODIFICATIONS = [
  { hash: 'car-1-0', name: '1.6 MT (106 л.с.)', marketPrice: 1390000, price: 1390000, avgPrice: null },
  { hash: 'car-1-1', name: '1.8 AT (122 л.с.)', marketPrice: 1550000, price: 1550000, avgPrice: null },
];

/** The stub's catalogue in small: each call answers the level below what the query chooses. */
function catalogue(query: CarInfoQuery): CarInfoSuggestion {
  if (query.year)
    return answer({
      carInfo: {
        ...emptyCar(),
        modification: MODIFICATIONS[0]!,
        hash: 'car-1-0',
        drive: 'Передний',
        horsepower: 106,
        marketPrice: 1390000,
      },
    });
  if (query.modification) return answer({ year: [2026, 2025] });
  if (query.model) return answer({ modification: MODIFICATIONS });
  if (query.brand) return answer({ model: ['Granta', 'Vesta'] });
  return answer({ brand: query.isRus === 0 ? ['Kia', 'Toyota'] : ['LADA', 'УАЗ'] });
}

const queries = () => carInfo.mock.calls.map(([query]) => query);

/** Opens the select labelled `label` and picks `option`. */
async function choose(label: string, option: string) {
  const dropdown = screen.getByLabelText(label).closest('.p-dropdown') as HTMLElement;
  // A select ignores clicks while its choices load (the spinner in place of the arrow).
  await waitFor(() => expect(dropdown.querySelector('[data-pc-section="dropdownicon"]')).not.toBeNull());
  fireEvent.click(dropdown);
  const item = await screen.findByRole('option', { name: option, hidden: true });
  fireEvent.click(item);
}

const vesta: Car = {
  ...emptyCar(),
  production: 'domestic',
  condition: 'new',
  brand: 'LADA',
  model: 'Vesta',
  modification: MODIFICATIONS[0]!,
  hash: 'car-1-0',
  marketPrice: 1390000,
  year: 2026,
};

describe('the car field (choiceAuto)', () => {
  beforeEach(() => {
    carInfo.mockImplementation(async (query) => catalogue(query));
    fieldChoices.mockResolvedValue({
      driveType: ['Передний', 'Полный'],
      engineFuelType: ['Бензин', 'Дизель'],
      transmissionType: ['Механическая', 'Автоматическая'],
      bodyType: ['Седан', 'Кроссовер'],
    });
  });
  afterEach(() => vi.clearAllMocks());

  it('loads each level’s choices with the levels chosen so far, and the car once the year is chosen', async () => {
    const { last } = show(null, { attributes: { filterSupportedCar: true } });
    await choose('Производство', 'Иностранный');
    expect(last()).toMatchObject({ production: 'foreign' });
    await choose('Состояние', 'С пробегом');
    await waitFor(() => expect(queries()).toContainEqual({ new: 0, isRus: 0, filterSupportedCar: 1 }));
    await choose('Марка', 'Kia');
    await waitFor(() => expect(queries()).toContainEqual({ new: 0, isRus: 0, filterSupportedCar: 1, brand: 'Kia' }));
    await choose('Модель', 'Vesta');
    await waitFor(() =>
      expect(queries()).toContainEqual({ new: 0, isRus: 0, filterSupportedCar: 1, brand: 'Kia', model: 'Vesta' }),
    );
    await choose('Модификация', '1.8 AT (122 л.с.)');
    expect(last()).toMatchObject({ hash: 'car-1-1', marketPrice: 1550000, modification: { hash: 'car-1-1' } });
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ model: 'Vesta', modification: 'car-1-1' }));
    await choose('Год выпуска', '2025');
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ modification: 'car-1-1', year: 2025 }));
    await waitFor(() => expect(last()).toMatchObject({ year: 2025, drive: 'Передний', horsepower: 106 }));
  });

  it('clears the later levels when a level changes, and reloads their choices', async () => {
    const { last } = show(vesta);
    await choose('Состояние', 'С пробегом');
    expect(last()).toMatchObject({
      production: 'domestic',
      condition: 'uses',
      brand: null,
      model: null,
      modification: null,
      hash: null,
      marketPrice: null,
      year: null,
    });
    await waitFor(() => expect(queries().at(-1)).toEqual({ new: 0, isRus: 1 }));
    expect((screen.getByLabelText('Модель').closest('.p-dropdown') as HTMLElement).className).toContain('p-disabled');
  });

  it('asks the server to recalculate the form when the model changes, not for other levels', async () => {
    const { environment, last } = show({ ...vesta, model: 'Granta', modification: null, hash: null, year: null });
    await choose('Модель', 'Vesta');
    expect(last()).toMatchObject({ model: 'Vesta', modification: null, year: null });
    expect(environment.requestReload).toHaveBeenCalledTimes(1);
    await choose('Марка', 'УАЗ');
    expect(environment.requestReload).toHaveBeenCalledTimes(1);
  });

  it("says 'Это поле обязательно для заполнения' under each empty level once a required field failed its checks", () => {
    show({ ...vesta, modification: null, hash: null, year: null }, { rules: ['required'] }, env(), false, true);
    expect(screen.getAllByText('Это поле обязательно для заполнения')).toHaveLength(2);
    const year = screen.getByLabelText('Год выпуска').closest('.car-field__cell') as HTMLElement;
    expect(within(year).getByText('Это поле обязательно для заполнения')).toBeTruthy();
  });

  it('says nothing of empty levels without rules', () => {
    show(null);
    expect(screen.queryByText('Это поле обязательно для заполнения')).toBeNull();
  });

  it("shows 'Стоимость Автостат' in roubles to underwriters only", () => {
    show(vesta, {}, env({ underwriter: true }));
    expect(screen.getByTestId('car-market-price').textContent).toMatch(/^Стоимость Автостат: 1\s390\s000\s₽$/);
  });

  it("hides 'Стоимость Автостат' from the other roles", () => {
    show(vesta);
    expect(screen.queryByText(/Стоимость Автостат/)).toBeNull();
  });

  it("says 'Что-то пошло не так: ошибка {status}' when the choices fail to load", async () => {
    carInfo.mockRejectedValue(new ApiError(503, null));
    show(null);
    expect(await screen.findByText('Что-то пошло не так: ошибка 503')).toBeTruthy();
  });

  it('shows the free inputs and the dictionaries in the manual mode', async () => {
    const { last } = show({ ...vesta, isManual: true, drive: 'Полный' });
    expect((screen.getByLabelText('Марка') as HTMLInputElement).value).toBe('LADA');
    expect((screen.getByLabelText('Модификация') as HTMLInputElement).value).toBe('1.6 MT (106 л.с.)');
    fireEvent.change(screen.getByLabelText('Год выпуска'), { target: { value: '20a19x' } });
    expect(last()).toMatchObject({ year: 2019 });
    fireEvent.change(screen.getByLabelText('Мощность, л.с.'), { target: { value: '150' } });
    expect(last()).toMatchObject({ horsepower: 150 });
    await choose('Коробка передач', 'Автоматическая');
    expect(last()).toMatchObject({ transmission: 'Автоматическая', drive: 'Полный' });
    expect(fieldChoices).toHaveBeenCalledTimes(1);
  });

  it('restores the cascade from the stored car on switching to the automatic mode, the modification by hash', async () => {
    const { last } = show({ ...vesta, isManual: true, modification: { hash: 'car-1-0', name: 'typed' } });
    fireEvent.click(screen.getByLabelText('Ручной ввод'));
    await waitFor(() => expect(last()).toMatchObject({ isManual: false, year: 2026, horsepower: 106 }));
    expect(last()).toMatchObject({
      brand: 'LADA',
      model: 'Vesta',
      modification: { hash: 'car-1-0', name: '1.6 MT (106 л.с.)' },
    });
    expect(screen.getByLabelText('Марка').closest('.p-dropdown')!.textContent).toContain('LADA');
    expect(screen.getByLabelText('Модификация').closest('.p-dropdown')!.textContent).toContain('1.6 MT (106 л.с.)');
  });

  it('keeps the car on switching to the manual mode', () => {
    const { last } = show(vesta);
    fireEvent.click(screen.getByLabelText('Ручной ввод'));
    expect(last()).toEqual({ ...vesta, isManual: true });
    expect((screen.getByLabelText('Модель') as HTMLInputElement).value).toBe('Vesta');
  });

  it('shows a read-only car without loading any choices', () => {
    show(vesta, {}, env(), true);
    expect(screen.getByLabelText('Марка').closest('.p-dropdown')!.textContent).toContain('LADA');
    expect(screen.getByLabelText('Модификация').closest('.p-dropdown')!.textContent).toContain('1.6 MT (106 л.с.)');
    expect(screen.getByLabelText('Год выпуска').closest('.p-dropdown')!.textContent).toContain('2026');
    expect(carInfo).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Ручной ввод') as HTMLInputElement).disabled).toBe(true);
  });

  it('steps back a level on restoring when a stored value is not offered, clearing it and the later ones', async () => {
    const { last } = show({ ...vesta, isManual: true, model: 'Калина' });
    fireEvent.click(screen.getByLabelText('Ручной ввод'));
    await waitFor(() => expect(last()).toMatchObject({ isManual: false }));
    expect(last()).toMatchObject({ brand: 'LADA', model: null, modification: null, hash: null, year: null });
  });

  it('keeps the manual car when the restoring fails, with the failure', async () => {
    const { spy } = show({ ...vesta, isManual: true });
    carInfo.mockRejectedValue(new ApiError(500, null));
    await act(async () => fireEvent.click(screen.getByLabelText('Ручной ввод')));
    expect(await screen.findByText('Что-то пошло не так: ошибка 500')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });
});
