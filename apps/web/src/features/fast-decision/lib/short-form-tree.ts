import type {
  Address,
  FastDecisionAdditional,
  Form,
  FormField,
  FormFieldChoice,
  StoredFile,
} from '@autocredit/generated/api';
import type { ShortFormValues } from './short-form';

/** The name of the short form (the key the form engine posts its values under) and of its one top-level group. */
export const SHORT_FORM_NAME = 'fast_decision_create_person';
export const ROOT = 'shortForm';

/** The dictionaries the short form's choices come from: the server's, and the car catalogue's brands and models. */
export interface ShortFormChoices {
  additional: FastDecisionAdditional;
  brands: readonly string[];
  models: readonly string[];
}

/** The labels of the short form's fields and sections (000 §2.12, §3; the seeds name the data, these are ours). */
export const shortFormLabels = {
  person: 'Основные данные',
  fio: 'Клиент',
  hasOldSurName: 'Фамилия менялась',
  oldSurName: 'Прежняя фамилия',
  birthDate: 'Дата рождения',
  bornPlace: 'Место рождения',
  maritalStatus: 'Семейное положение',
  phone: 'Мобильный телефон',
  address: 'Адрес регистрации',
  addressRegistration: 'Адрес регистрации',
  isHaveActual: 'Фактический адрес отличается от адреса регистрации',
  addressActual: 'Фактический адрес',
  passport: 'Паспорт',
  series: 'Серия',
  number: 'Номер',
  issueDate: 'Дата выдачи',
  divisionCode: 'Код подразделения',
  divisionName: 'Кем выдан',
  driverPassport: 'Водительское удостоверение',
  vehicle: 'Автомобиль и условия кредита',
  program: 'Программа кредитования',
  brand: 'Марка',
  model: 'Модель',
  partner: 'Партнер',
  carCostRequested: 'Стоимость автомобиля',
  initialFee: 'Первоначальный взнос',
  costRequested: 'Сумма кредита',
  term: 'Срок кредита',
} as const;

const REQUIRED = ['required'];

type Node = FormField;
const field = (type: FormField['type'], label: string | null, value: unknown, extra: Partial<Node> = {}): Node => ({
  type,
  label,
  value,
  ...extra,
});
const required = (extra: Partial<Node> = {}): Partial<Node> => ({ rules: REQUIRED, ...extra });
const group = (label: string | null, children: Record<string, Node>): Node => ({ type: 'form', label, children });

const key = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const checkbox = (on: boolean | undefined): string => (on ? '1' : 'false');
const choicesOf = (items: ReadonlyArray<{ value: unknown; label: string }>): FormFieldChoice[] =>
  items.map((item) => ({ value: String(item.value), label: item.label }));
const namesAsChoices = (names: readonly string[]): FormFieldChoice[] =>
  names.map((name) => ({ value: name, label: name }));
/** A catalogue's names with the value given kept among them (a brand the catalogue no longer offers stays shown). */
const withValue = (names: readonly string[], value: string | null): readonly string[] =>
  value && !names.includes(value) ? [value, ...names] : names;

/**
 * The short form as a tree of the form engine (000 §2.12): the main personal data (the name with suggestions and the
 * gender, the previous surname when it changed, birth date and place, marital status, phone), the registration
 * address and the actual one when it differs, the passport, the driver's licence, the vehicle and the credit terms.
 * The required fields of 000 §5 carry a rule; the toggles ask for the tree again (`dependence`), which is how the
 * previous surname and the actual address appear; the files are kept in hidden fields for the uploaders above.
 */
export function shortFormTree(values: ShortFormValues, choices: ShortFormChoices): Form {
  const { person, passport, autocredit, auto } = values;
  const driver = values.driverPassport ?? { series: null, number: null, issueDate: null, divisionName: null };
  const fio = { surName: person.surName ?? '', firstName: person.firstName ?? '', middleName: person.middleName ?? '' };
  const l = shortFormLabels;
  const personFields: Record<string, Node> = {
    fio: field(
      'fioAndGender',
      l.fio,
      { ...fio, gender: person.gender ?? '' },
      required({ attributes: { ucfirst: true } }),
    ),
    hasOldSurName: field('checkbox', l.hasOldSurName, checkbox(values.hasOldSurName), { dependence: true }),
    ...(values.hasOldSurName && {
      oldSurName: field('surName', l.oldSurName, person.oldSurName ?? '', required({ attributes: { ucfirst: true } })),
    }),
    birthDate: field('birthDate', l.birthDate, person.birthDate, required()),
    bornPlace: field('text', l.bornPlace, person.bornPlace ?? '', required()),
    maritalStatus: field('choice', l.maritalStatus, key(person.maritalStatus), {
      ...required(),
      choices: choicesOf(choices.additional.maritalStatuses),
    }),
    phone: field('phone', l.phone, person.phone ?? '', required({ attributes: { mask: '+79999999999' } })),
  };
  const addressFields: Record<string, Node> = {
    addressRegistration: field('address', l.addressRegistration, person.addressRegistration, required()),
    isHaveActual: field('checkbox', l.isHaveActual, checkbox(person.isHaveActual), { dependence: true }),
    ...(person.isHaveActual && {
      addressActual: field('address', l.addressActual, person.addressActual, required()),
    }),
  };
  const passportFields: Record<string, Node> = {
    series: field('text', l.series, passport.series ?? '', required({ attributes: { mask: '9999' } })),
    number: field('text', l.number, passport.number ?? '', required({ attributes: { mask: '999999' } })),
    issueDate: field('date', l.issueDate, passport.issueDate, required()),
    divisionCode: field(
      'text',
      l.divisionCode,
      passport.divisionCode ?? '',
      required({ attributes: { mask: '999-999' } }),
    ),
    divisionName: field('text', l.divisionName, passport.divisionName ?? '', required()),
    files: field('hidden', null, passport.files ?? []),
  };
  const driverFields: Record<string, Node> = {
    series: field('text', l.series, driver.series ?? ''),
    number: field('text', l.number, driver.number ?? '', { attributes: { mask: '999999' } }),
    issueDate: field('date', l.issueDate, driver.issueDate),
    divisionName: field('text', l.divisionName, driver.divisionName ?? ''),
    driverPassportType: field('hidden', null, values.driverPassportType ?? 'borrower'),
  };
  const vehicleFields: Record<string, Node> = {
    partner: field('choice', l.partner, key(autocredit.partner?.id), {
      ...required(),
      choices: choicesOf(choices.additional.partners),
    }),
    program: field('choice', l.program, key(auto.program), { choices: choicesOf(choices.additional.programs) }),
    brand: field('choice', l.brand, auto.brand, {
      choices: namesAsChoices(withValue(choices.brands, auto.brand ?? null)),
      dependence: true,
    }),
    model: field('choice', l.model, auto.model, {
      choices: namesAsChoices(withValue(choices.models, auto.model ?? null)),
    }),
    carCostRequested: field('money', l.carCostRequested, autocredit.carCostRequested, required()),
    initialFee: field('money', l.initialFee, autocredit.initialFee, required()),
    costRequested: field('money', l.costRequested, autocredit.costRequested, required()),
    term: field('choice', l.term, key(autocredit.term), { choices: choicesOf(choices.additional.term) }),
  };
  return {
    formName: SHORT_FORM_NAME,
    steps: null,
    current_step: null,
    next_step: null,
    errors: [],
    fields: {
      [ROOT]: group(null, {
        person: group(l.person, personFields),
        address: group(l.address, addressFields),
        passport: group(l.passport, passportFields),
        driverPassport: group(l.driverPassport, driverFields),
        vehicle: group(l.vehicle, vehicleFields),
        consentFiles: field('hidden', null, values.consentToPPD?.files ?? []),
      }),
    },
  };
}

type Values = Record<string, unknown>;
const record = (value: unknown): Values => (typeof value === 'object' && value !== null ? (value as Values) : {});
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;
const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};
const files = (value: unknown): StoredFile[] => (Array.isArray(value) ? (value as StoredFile[]) : []);
const address = (value: unknown): Address | null => {
  const a = record(value);
  return Object.values(a).some((part) => part !== null && part !== undefined && part !== '') ? (a as Address) : null;
};

/** The short form's values from the engine's (the tree's shape back into the server's DTO). */
export function shortFormValuesOf(engineValues: Values): ShortFormValues {
  const root = record(engineValues[ROOT]);
  const person = record(root.person);
  const fio = record(person.fio);
  const place = record(root.address);
  const passport = record(root.passport);
  const driver = record(root.driverPassport);
  const vehicle = record(root.vehicle);
  const hasOldSurName = person.hasOldSurName === '1' || person.hasOldSurName === true;
  const isHaveActual = place.isHaveActual === '1' || place.isHaveActual === true;
  const partner = numberOrNull(vehicle.partner);
  return {
    hasOldSurName,
    person: {
      surName: text(fio.surName),
      firstName: text(fio.firstName),
      middleName: text(fio.middleName),
      gender: text(fio.gender),
      oldSurName: hasOldSurName ? text(person.oldSurName) : null,
      birthDate: text(person.birthDate),
      bornPlace: text(person.bornPlace),
      maritalStatus: text(person.maritalStatus),
      phone: text(person.phone),
      addressRegistration: address(place.addressRegistration),
      isHaveActual,
      addressActual: isHaveActual ? address(place.addressActual) : null,
    },
    passport: {
      series: text(passport.series),
      number: text(passport.number),
      issueDate: text(passport.issueDate),
      divisionCode: text(passport.divisionCode),
      divisionName: text(passport.divisionName),
      files: files(passport.files),
    },
    driverPassport: {
      series: text(driver.series),
      number: text(driver.number),
      issueDate: text(driver.issueDate),
      divisionName: text(driver.divisionName),
    },
    driverPassportType: text(driver.driverPassportType) ?? 'borrower',
    autocredit: {
      initialFee: numberOrNull(vehicle.initialFee),
      carCostRequested: numberOrNull(vehicle.carCostRequested),
      costRequested: numberOrNull(vehicle.costRequested),
      term: numberOrNull(vehicle.term),
      partner: partner === null ? null : { id: partner },
    },
    auto: { program: numberOrNull(vehicle.program), brand: text(vehicle.brand), model: text(vehicle.model) },
    consentToPPD: { files: files(root.consentFiles) },
  };
}

/** Where in the tree a value of the DTO is shown ('person.firstName' → the name's field, with its part's label). */
const PLACE_OF: Readonly<Record<string, string>> = {
  'person.surName': 'person.fio',
  'person.firstName': 'person.fio',
  'person.middleName': 'person.fio',
  'person.gender': 'person.fio',
  'person.addressRegistration': 'address.addressRegistration',
  'person.isHaveActual': 'address.isHaveActual',
  'person.addressActual': 'address.addressActual',
  'passport.files': 'passport.series',
  driverPassportType: 'driverPassport.series',
  'auto.program': 'vehicle.program',
  'auto.brand': 'vehicle.brand',
  'auto.model': 'vehicle.model',
  'autocredit.partner': 'vehicle.partner',
  'autocredit.partner.id': 'vehicle.partner',
  'autocredit.initialFee': 'vehicle.initialFee',
  'autocredit.carCostRequested': 'vehicle.carCostRequested',
  'autocredit.costRequested': 'vehicle.costRequested',
  'autocredit.term': 'vehicle.term',
};
const NAME_PART_LABELS: Readonly<Record<string, string>> = {
  'person.surName': 'Фамилия',
  'person.firstName': 'Имя',
  'person.middleName': 'Отчество',
  'person.gender': 'Пол',
};

/** A DTO path as the server or the client's checks name it ('fast_decision_create_person.person.phone', 'person[phone]'). */
const dtoPath = (path: string): string =>
  path
    .replace(/\[(\w+)\]/g, '.$1')
    .replace(/^\./, '')
    .replace(new RegExp(`^${SHORT_FORM_NAME}\\.`), '');

/**
 * The form with the errors on their fields (a DTO path, as the server's `propertyPath` or the client's checks give it,
 * is found in the tree; a name part's error says which part); errors of no shown field go on top of the form.
 */
export function withFieldErrors(form: Form, errors: ReadonlyArray<{ path: string; message: string }>): Form {
  const copy: Form = structuredClone(form);
  const common: string[] = [];
  const root = copy.fields[ROOT]!;
  for (const { path, message } of errors) {
    const dto = dtoPath(path);
    const place = PLACE_OF[dto] ?? dto;
    const node = place.split('.').reduce<FormField | undefined>((at, part) => at?.children?.[part], root);
    if (!node || node.type === 'hidden' || node.type === 'form') {
      common.push(message);
      continue;
    }
    const part = NAME_PART_LABELS[dto];
    node.errors = [...(node.errors ?? []), part ? `${part}: ${message}` : message];
  }
  copy.errors = [...(copy.errors ?? []), ...common];
  return copy;
}
