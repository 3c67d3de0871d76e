import type { FastDecisionAdditional, FastDecisionPersonForm, FormField } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { toShortFormValues } from './short-form';
import { ROOT, shortFormTree, shortFormValuesOf, withFieldErrors } from './short-form-tree';

const additional: FastDecisionAdditional = {
  genders: [
    { value: 'man', label: 'Мужской' },
    { value: 'woman', label: 'Женский' },
  ],
  maritalStatuses: [{ value: 'married', label: 'Женат / замужем' }],
  term: [{ value: 60, label: '60 мес.' }],
  partners: [{ value: 12, label: 'Рольф Юг' }],
  programs: [{ value: 14, label: 'Стандарт' }],
};
const choices = { additional, brands: ['KIA', 'LADA'], models: ['Vesta'] };

const dto = (): FastDecisionPersonForm => ({
  person: {
    firstName: 'Иван',
    surName: 'Иванов',
    middleName: 'Иванович',
    oldSurName: 'Петров',
    birthDate: '1985-04-12',
    gender: 'man',
    maritalStatus: 'married',
    phone: '+79161234567',
    addressRegistration: {
      value: 'г Москва, ул Тверская, д 7',
    } as FastDecisionPersonForm['person']['addressRegistration'],
    addressActual: null,
    isHaveActual: false,
    bornPlace: 'г. Москва',
  },
  passport: {
    series: '4510',
    number: '123456',
    issueDate: '2015-06-18',
    divisionCode: '770-001',
    divisionName: 'ОВД Тверской',
    files: [{ id: 7, name: 'p.pdf', path: '/api/file/get/7' }],
  },
  driverPassport: { series: '9912', number: '345678', issueDate: '2019-03-05', divisionName: 'ГИБДД 7701' },
  autocredit: { initialFee: 250000, carCostRequested: 1500000, costRequested: 1250000, term: 60, partner: { id: 12 } },
  auto: { program: 14, brand: 'LADA', model: 'Vesta' },
  driverPassportType: 'borrower',
  consentToPPD: { files: [{ id: 8, name: 'c.pdf', path: '/api/file/get/8' }] },
});

/** The engine's values of a tree: each node's value, groups as objects. */
function engineValues(fields: Record<string, FormField>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, node]) => [key, node.children ? engineValues(node.children) : node.value]),
  );
}

const nodeAt = (fields: Record<string, FormField>, path: string) =>
  path
    .split('.')
    .reduce<FormField | undefined>((node, key) => node?.children?.[key], { type: 'form', children: fields });

describe('the short form as a tree of the form engine', () => {
  it('shows the DTO and reads it back unchanged (choices as keys, toggles as checkboxes, files kept)', () => {
    const values = toShortFormValues(dto());
    const tree = shortFormTree(values, choices);
    expect(nodeAt(tree.fields, `${ROOT}.vehicle.partner`)).toMatchObject({ type: 'choice', value: '12' });
    expect(nodeAt(tree.fields, `${ROOT}.person.hasOldSurName`)).toMatchObject({ value: '1', dependence: true });
    expect(nodeAt(tree.fields, `${ROOT}.person.fio`)?.value).toEqual({
      surName: 'Иванов',
      firstName: 'Иван',
      middleName: 'Иванович',
      gender: 'man',
    });
    expect(shortFormValuesOf(engineValues(tree.fields))).toEqual(values);
  });

  it('has the previous surname only when it changed, and the actual address only when it differs', () => {
    const values = toShortFormValues(dto());
    const off = shortFormTree({ ...values, hasOldSurName: false }, choices);
    expect(nodeAt(off.fields, `${ROOT}.person.oldSurName`)).toBeUndefined();
    expect(nodeAt(off.fields, `${ROOT}.address.addressActual`)).toBeUndefined();
    const on = shortFormTree({ ...values, person: { ...values.person, isHaveActual: true } }, choices);
    expect(nodeAt(on.fields, `${ROOT}.person.oldSurName`)).toMatchObject({ rules: ['required'] });
    expect(nodeAt(on.fields, `${ROOT}.address.addressActual`)).toMatchObject({ type: 'address', rules: ['required'] });
  });

  it('marks the required fields of 000 §5 and gives the masks', () => {
    const tree = shortFormTree(toShortFormValues(dto()), choices);
    const required = [
      'person.fio',
      'person.birthDate',
      'person.bornPlace',
      'person.maritalStatus',
      'person.phone',
      'address.addressRegistration',
      'passport.series',
      'passport.number',
      'passport.issueDate',
      'passport.divisionCode',
      'passport.divisionName',
      'vehicle.partner',
      'vehicle.carCostRequested',
      'vehicle.initialFee',
      'vehicle.costRequested',
    ];
    for (const path of required) expect(nodeAt(tree.fields, `${ROOT}.${path}`)?.rules, path).toEqual(['required']);
    expect(nodeAt(tree.fields, `${ROOT}.vehicle.term`)?.rules).toBeUndefined();
    expect(nodeAt(tree.fields, `${ROOT}.passport.divisionCode`)?.attributes?.mask).toBe('999-999');
    expect(nodeAt(tree.fields, `${ROOT}.person.phone`)?.attributes?.mask).toBe('+79999999999');
  });

  it('keeps a brand or model the catalogue no longer offers among the choices', () => {
    const tree = shortFormTree(toShortFormValues(dto()), { ...choices, brands: ['KIA'], models: [] });
    expect(nodeAt(tree.fields, `${ROOT}.vehicle.brand`)?.choices?.map((c) => c.value)).toEqual(['LADA', 'KIA']);
    expect(nodeAt(tree.fields, `${ROOT}.vehicle.model`)?.choices?.map((c) => c.value)).toEqual(['Vesta']);
  });

  it('puts each error on its field (a name part says which), and the others on top of the form', () => {
    const tree = shortFormTree(toShortFormValues(dto()), choices);
    const shown = withFieldErrors(tree, [
      { path: 'person.firstName', message: 'Это поле обязательно для заполнения' },
      { path: 'fast_decision_create_person.passport.series', message: 'Неверная серия' },
      { path: 'autocredit.partner.id', message: 'Партнер не найден' },
      { path: 'person.addressRegistration', message: 'Адрес не найден' },
      { path: 'somethingElse', message: 'Общая ошибка' },
    ]);
    expect(nodeAt(shown.fields, `${ROOT}.person.fio`)?.errors).toEqual(['Имя: Это поле обязательно для заполнения']);
    expect(nodeAt(shown.fields, `${ROOT}.passport.series`)?.errors).toEqual(['Неверная серия']);
    expect(nodeAt(shown.fields, `${ROOT}.vehicle.partner`)?.errors).toEqual(['Партнер не найден']);
    expect(nodeAt(shown.fields, `${ROOT}.address.addressRegistration`)?.errors).toEqual(['Адрес не найден']);
    expect(shown.errors).toEqual(['Общая ошибка']);
    expect(nodeAt(tree.fields, `${ROOT}.passport.series`)?.errors).toBeUndefined();
  });
});
