// The GOZ operator's day (000 §5, 002 §2 'GOZ task'): a new deal, its data-entry task claimed, the application's
// steps saved with a generated client, the scans uploaded to their steps, the deal sent on (to the underwriters), the
// calculator opened, the deal found in the list by its client.
import { pick } from '../lib/api.js';
import { upload } from '../lib/files.js';

const SURNAMES = ['Прохоров', 'Никитин', 'Сафонов', 'Лебедев', 'Голубев', 'Виноградов', 'Богданов', 'Воробьёв'];
const STREETS = ['Тверская', 'Арбат', 'Мясницкая', 'Пятницкая', 'Покровка', 'Сретенка'];

/** A Moscow address as the suggestions give it, for the n-th client. @param {number} n */
function addressOf(n) {
  const street = String(pick(STREETS, n));
  const house = String(1 + (Math.abs(n) % 40));
  const flat = String(1 + (Math.abs(n) % 120));
  const place = { regionId: '77', region: 'Москва', regionType: 'г', city: 'Москва', cityType: 'г' };
  const value = `г Москва, ул ${street}, д ${house}, кв ${flat}`;
  return {
    value,
    isManual: '0',
    postalCode: '125009',
    ...place,
    street,
    streetType: 'ул',
    house,
    houseType: 'д',
    flat,
    flatType: 'кв',
  };
}

// An employer the suggestions know (its requisites are checked).
const EMPLOYER = {
  name: 'Сбербанк России',
  shortName: 'Сбербанк',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
};

/** The n-th generated client's digits (a phone, a passport number). @param {number} n */
const digitsOf = (n) => String(1_000_000 + (Math.abs(n) % 9_000_000)).slice(-7);

/** The n-th generated client. @param {number} n */
const clientOf = (n) => ({
  surName: pick(SURNAMES, n),
  firstName: 'Пётр',
  middleName: 'Ильич',
  gender: 'man',
  birthDate: '1990-01-01',
  bornPlace: 'г. Тула',
  maritalStatus: 'single',
  phone: `+7903${digitsOf(n)}`,
});

/** The n-th generated client's passport. @param {number} n */
const passportOf = (n) => ({
  series: '7010',
  number: digitsOf(n).slice(1),
  issueDate: '2010-02-03',
  divisionCode: '710-001',
  divisionName: 'УФМС',
});

/**
 * The application's steps 1–4 for the n-th generated client: step, form name, values.
 * @param {number} n
 * @returns {Array<[string, string, Record<string, unknown>]>}
 */
export function applicationOf(n) {
  return [
    ['1', 'client', clientOf(n)],
    ['2', 'passport', { passport: passportOf(n), addresses: { addressRegistration: addressOf(n) } }],
    [
      '3',
      'work',
      {
        employer: { ...EMPLOYER, value: `${EMPLOYER.name}, ИНН ${EMPLOYER.inn}` },
        position: 'Бухгалтер',
        workPhone: '+74955005550',
        salary: 90000 + (n % 50) * 1000,
      },
    ],
    [
      '4',
      'credit',
      {
        car: { car: { brand: 'Chery', model: 'Tiggo 7 Pro Max' } },
        credit: { program: '14', carCostRequested: 2750000, initialFee: 750000, costRequested: 2000000, term: '72' },
      },
    ],
  ];
}

/**
 * @param {import('../lib/api.js').Api} api
 * @param {import('../lib/settings.js').Settings} settings
 * @param {number} n
 */
export async function gozOperator(api, settings, n) {
  await api.signIn(settings.users.goz, settings.password);
  const wizard = { group: 'wizard' };
  const created = await api.post('createDeal', '/api/autocredit/create', wizard);
  const deal = created.data?.result?.id;
  if (deal) {
    const tasks = await api.get('listDealTasks', `/api/deal/${deal}/tasks`, wizard);
    const entry = (tasks.data?.result ?? []).find(
      (/** @type {{ taskDefinitionKey: string }} */ t) => t.taskDefinitionKey === 'goz_data_entry',
    );
    if (entry) {
      await api.post('claimTask', `/api/task/claim/${entry.id}`, wizard);
      await api.get('getTask', `/api/task/${entry.id}`, wizard);
      /** @param {string} step @param {Record<string, unknown>} values */
      const save = (step, values) =>
        api.post('saveTaskForm', `/api/task/${entry.id}?step=${step}`, { ...wizard, json: values });
      for (const [step, formName, values] of applicationOf(n)) await save(step, { [formName]: values });
      const passport = await upload(api, 'паспорт.pdf');
      const consentToPPD = await upload(api, 'согласие.pdf');
      await save('5', { documents: { passport, consentToPPD } });
      await save('6', { stateSupport: { stateSupport: 'none' } });
      const applicationForm = await upload(api, 'анкета.pdf');
      const consentBki = await upload(api, 'согласие_бки.pdf');
      await save('7', { sign_documents: { applicationForm, consentBki } });
    }
    await api.get('getCalculator', '/api/fastDecision/calculate', wizard);
    const surName = encodeURIComponent(String(pick(SURNAMES, n)));
    await api.get('listDeals', `/api/autocredit/list?page=1&perPage=20&surName=${surName}`, { group: 'lists' });
  }
  await api.signOut();
}

/**
 * The short form (fast decision, 002 §2): a new deal, its person task claimed, the form read with its dictionaries,
 * saved with a generated client and the operator's own sale point: the deal goes to the underwriters.
 * @param {import('../lib/api.js').Api} api
 * @param {import('../lib/settings.js').Settings} settings
 * @param {number} n
 */
export async function gozShortForm(api, settings, n) {
  await api.signIn(settings.users.goz, settings.password);
  const short = { group: 'wizard' };
  const created = await api.post('createFastDecisionDeal', '/api/fastDecision/create', short);
  const deal = created.data?.result?.id;
  const tasks = deal ? await api.get('listDealTasks', `/api/deal/${deal}/tasks`, short) : null;
  const task = tasks?.data?.result?.[0];
  if (task) {
    await api.post('claimTask', `/api/task/claim/${task.id}`, short);
    const page = await api.get('getFastDecisionPersonForm', `/api/task/dto/${task.id}`, short);
    const partner = page.data?.result?.fast_decision_create_person?.autocredit?.partner;
    const dto = {
      person: { ...clientOf(n), addressRegistration: addressOf(n), isHaveActual: false },
      passport: passportOf(n),
      autocredit: { initialFee: 300000, carCostRequested: 1500000, costRequested: 1200000, term: 60, partner },
      auto: { program: 14, brand: 'LADA', model: 'Vesta' },
    };
    await api.post('saveFastDecisionPersonForm', `/api/task/dto/${task.id}`, {
      ...short,
      json: { fast_decision_create_person: dto },
    });
  }
  await api.signOut();
}
