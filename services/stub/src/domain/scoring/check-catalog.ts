import type { CheckLight } from '@autocredit/generated/api';

/** What a check shows as its information for display (`formattedData`): a report file, a link, a text, or nothing. */
export type CheckInfo =
  | { kind: 'file'; name: string }
  | { kind: 'url'; link: string; name: string }
  | { kind: 'text'; text: Readonly<Record<CheckLight, string>> }
  | null;

/** One check of the scoring (a row of a group's table). */
export interface CheckDefinition {
  key: string;
  /** The group (accordion tab) it belongs to. */
  group: string;
  title: string;
  /** Whose data it checks: the client's, or the spouse's (only when the deal has a spouse). */
  person: 'client' | 'spouse';
  /** The entity's `resultText` for each light. */
  results: Readonly<Record<CheckLight, string>>;
  info: CheckInfo;
}

const results = (green: string, yellow: string, red: string) => ({ green, yellow, red });

/**
 * The checks of the stub's scoring, in their groups' order (the documents show no list: these are the stub's, in the
 * words an underwriter reads). Each runs once per scoring for one person of the deal.
 */
export const CHECKS: readonly CheckDefinition[] = [
  {
    key: 'nbki',
    group: 'Кредитная история',
    title: 'Кредитная история (НБКИ)',
    person: 'client',
    results: results(
      'Просроченная задолженность не найдена',
      'Просрочка до 30 дней в течение последнего года',
      'Просрочка более 90 дней',
    ),
    info: { kind: 'file', name: 'Отчет НБКИ.pdf' },
  },
  {
    key: 'okb',
    group: 'Кредитная история',
    title: 'Кредитная история (ОКБ)',
    person: 'client',
    results: results(
      'Негативная информация не найдена',
      'Высокая кредитная активность: 4 запроса за месяц',
      'Действующая просроченная задолженность',
    ),
    info: { kind: 'file', name: 'Отчет ОКБ.pdf' },
  },
  {
    key: 'nbkiSpouse',
    group: 'Кредитная история',
    title: 'Кредитная история супруга (НБКИ)',
    person: 'spouse',
    results: results(
      'Просроченная задолженность не найдена',
      'Просрочка до 30 дней в течение последнего года',
      'Просрочка более 90 дней',
    ),
    info: { kind: 'file', name: 'Отчет НБКИ (супруг).pdf' },
  },
  {
    key: 'debtLoad',
    group: 'Кредитная история',
    title: 'Долговая нагрузка',
    person: 'client',
    results: results('ПДН в пределах нормы', 'ПДН от 50 до 80 %', 'ПДН выше 80 %'),
    info: {
      kind: 'text',
      text: results(
        'Платежи по кредитам не превышают половины дохода',
        'Платежи по кредитам составляют больше половины дохода',
        'Платежи по кредитам превышают 80 % дохода',
      ),
    },
  },
  {
    key: 'passport',
    group: 'Проверка документов',
    title: 'Действительность паспорта',
    person: 'client',
    results: results('Паспорт действителен', 'Сервис МВД не ответил', 'Паспорт числится недействительным'),
    info: {
      kind: 'url',
      link: 'https://services.fms.gov.ru/info-service.htm?sid=2000',
      name: 'Проверить на сайте МВД',
    },
  },
  {
    key: 'licence',
    group: 'Проверка документов',
    title: 'Водительское удостоверение',
    person: 'client',
    results: results('Удостоверение действительно', 'Сведения ГИБДД не получены', 'Лишение права управления'),
    info: { kind: 'url', link: 'https://xn--90adear.xn--p1ai/check/driver', name: 'Проверить на сайте ГИБДД' },
  },
  {
    key: 'inn',
    group: 'Проверка документов',
    title: 'ИНН по паспорту',
    person: 'client',
    results: results('ИНН найден', 'ИНН не найден', 'Паспортные данные не совпадают с данными ФНС'),
    info: null,
  },
  {
    key: 'duplicates',
    group: 'Антифрод',
    title: 'Совпадения с другими заявками',
    person: 'client',
    results: results('Совпадений нет', 'Найдены совпадения контактов', 'Найдены совпадения документов'),
    info: {
      kind: 'text',
      text: results(
        'Совпадений с другими заявками не найдено',
        'Телефон клиента указан в другой заявке',
        'Паспорт клиента указан в заявке другого лица',
      ),
    },
  },
  {
    key: 'blacklist',
    group: 'Антифрод',
    title: 'Черный список банка',
    person: 'client',
    results: results(
      'Клиент не найден в черном списке',
      'Найдено частичное совпадение ФИО',
      'Клиент найден в черном списке',
    ),
    info: null,
  },
  {
    key: 'fssp',
    group: 'Антифрод',
    title: 'Исполнительные производства (ФССП)',
    person: 'client',
    results: results(
      'Исполнительные производства не найдены',
      'Найдены завершенные исполнительные производства',
      'Задолженность по исполнительным производствам',
    ),
    info: { kind: 'url', link: 'https://fssp.gov.ru/iss/ip', name: 'Банк данных исполнительных производств' },
  },
  {
    key: 'pledge',
    group: 'Автомобиль',
    title: 'Реестр уведомлений о залоге',
    person: 'client',
    results: results('Автомобиль не находится в залоге', 'Реестр залогов не ответил', 'Автомобиль находится в залоге'),
    info: { kind: 'url', link: 'https://www.reestr-zalogov.ru/search/index', name: 'Реестр залогов' },
  },
  {
    key: 'gibdd',
    group: 'Автомобиль',
    title: 'Ограничения ГИБДД',
    person: 'client',
    results: results(
      'Ограничений на регистрационные действия нет',
      'Сведения ГИБДД не получены',
      'Автомобиль в розыске',
    ),
    info: {
      kind: 'text',
      text: results(
        'Ограничения не найдены',
        'Запрос будет повторен при следующем скоринге',
        'Найден розыск автомобиля',
      ),
    },
  },
  {
    key: 'egrul',
    group: 'Работодатель',
    title: 'Работодатель в ЕГРЮЛ',
    person: 'client',
    results: results(
      'Организация действующая',
      'Организация зарегистрирована менее года назад',
      'Организация в стадии ликвидации',
    ),
    info: { kind: 'url', link: 'https://egrul.nalog.ru/', name: 'Выписка ЕГРЮЛ' },
  },
  {
    key: 'income',
    group: 'Работодатель',
    title: 'Подтверждение дохода (СФР)',
    person: 'client',
    results: results('Доход подтвержден', 'Доход подтвержден частично', 'Сведения о доходе не найдены'),
    info: { kind: 'file', name: 'Выписка СФР.pdf' },
  },
];
