import type { Address, Employer } from '@autocredit/generated/api';
import { emptySource } from '../domain/forms/empty-source';
import type { FormSource } from '../domain/forms/source';

/** A Moscow address as the suggestions give it. */
export const TVERSKAYA: Address = {
  value: 'г Москва, ул Тверская, д 7, кв 15',
  isManual: '0',
  postalCode: '125009',
  regionId: '77',
  region: 'Москва',
  regionType: 'г',
  regionTypeFull: 'город',
  city: 'Москва',
  cityType: 'г',
  cityTypeFull: 'город',
  street: 'Тверская',
  streetType: 'ул',
  streetTypeFull: 'улица',
  house: '7',
  houseType: 'д',
  houseTypeFull: 'дом',
  flat: '15',
  flatType: 'кв',
  flatTypeFull: 'квартира',
};

export const SBERBANK: Employer = {
  name: 'Сбербанк России',
  shortName: 'Сбербанк',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  value: 'Публичное акционерное общество «Сбербанк России», ИНН 7707083893',
};

/** The account details a release manager types on the release decision ('Реквизиты счета'). */
export const ROLF_ACCOUNT = {
  recipient: 'ООО «Рольф Юг»',
  bik: '044525225',
  number: '40702810938000012345',
  bankName: 'ПАО Сбербанк',
};

/** A deal with everything filled in (tests, and an example of the shape for the world). */
export function sampleSource(dealId = 100245): FormSource {
  const source = emptySource({ id: dealId, status: 'underwriting', collectionId: 90311 });
  source.client = {
    ...source.client,
    id: 50871,
    surName: 'Иванов',
    firstName: 'Иван',
    middleName: 'Иванович',
    gender: 'man',
    birthDate: '1985-04-12',
    bornPlace: 'г. Москва',
    maritalStatus: 'married',
    phone: '+79161234567',
    email: 'ivanov@example.ru',
    inn: '770123456789',
    passport: {
      series: '4510',
      number: '123456',
      issueDate: '2015-06-18',
      divisionCode: '770-001',
      divisionName: 'Отделением УФМС России по гор. Москве по району Тверской',
    },
    addressRegistration: TVERSKAYA,
    work: {
      employer: SBERBANK,
      position: 'Инженер',
      workPhone: '+74955005550',
      startDate: '2018-03-01',
      salary: 150000,
    },
  };
  source.car = {
    isManual: false,
    condition: 'new',
    production: 'domestic',
    brand: 'LADA (ВАЗ)',
    model: 'Vesta',
    modification: {
      hash: 'lada-vesta-16mt',
      name: '1.6 MT (106 л.с.) Comfort',
      marketPrice: 1390000,
      price: 1390000,
      avgPrice: null,
    },
    year: 2026,
    marketPrice: 1390000,
    hash: 'lada-vesta-16mt',
  };
  source.vin = 'XTA210990Y2765432';
  source.documents = {
    passport: {
      code: 'passport',
      group: 'client',
      title: 'Паспорт клиента',
      files: [{ id: 901245, name: 'Паспорт_Иванов.pdf', path: '/api/file/get/901245' }],
      limit: null,
    },
    applicationFormPrint: {
      code: 'applicationFormPrint',
      group: 'generated',
      title: 'Заявление-анкета для печати',
      files: [{ id: 901300, name: 'Заявление-анкета.pdf', path: '/api/file/get/901300' }],
      limit: null,
    },
  };
  source.credit = {
    program: 14,
    partnerId: 12,
    carCostRequested: 1500000,
    initialFee: 250000,
    costRequested: 1250000,
    term: 60,
    stateSupport: 'none',
  };
  source.variants = [
    {
      term: 48,
      rate: 15.9,
      sumMax: 1800000,
      sumRequested: 1200000,
      carCost: 1500000,
      paymentMonthly: 33700.5,
      initialFeePercent: 20,
      services: [],
      valid: true,
      errorMessages: [],
    },
  ];
  source.release = {
    creditInfo: { costRequested: 1250000, initialFeeClient: 250000, term: 60 },
    carCostAgreedClient: 1500000,
    autoService: { name: 'ООО «Рольф Юг»', inn: '7701234567', cost: 1500000 },
    equipments: [
      { name: 'Сигнализация', cost: 45000, isProviderWorkWIthNDS: true, nonStandardNDS: null, isNotStandard: false },
    ],
    services: [
      { code: 'lifeInsurance', name: 'Страхование жизни и здоровья', cost: 82500, active: true },
      { code: 'kasko', name: 'КАСКО', cost: 85000, active: false },
    ],
    account: { recipient: null, bik: null, number: null, bankName: null },
    partnerAccount: {
      recipient: 'ООО «Рольф Юг»',
      bik: '044525225',
      number: '40702810938000012345',
      bankName: 'ПАО Сбербанк',
    },
  };
  source.pledge = {
    id: 4120,
    status: 'reg_new',
    collectionId: 90400,
    pledgors: [{ name: { first: 'Иван', middle: 'Иванович', last: 'Иванов' } }],
    vehicles: [{ vin: 'XTA210990Y2765432', description: 'LADA Vesta 2026' }],
    checked: false,
  };
  return source;
}

/** Uploaded files of a file field. */
export const uploaded = (id: number) => [{ id, name: `${id}.pdf`, path: `/api/file/get/${id}` }];

/** The operator's application, step by step as the GOZ task form takes it: [step, form name, values]. */
export function applicationSteps(
  client: { surName: string; middleName?: string },
  stateSupport: string,
): Array<[string, string, Record<string, unknown>]> {
  return [
    [
      '1',
      'client',
      {
        ...client,
        firstName: 'Пётр',
        gender: 'man',
        birthDate: '1990-01-01',
        bornPlace: 'г. Тула',
        maritalStatus: 'single',
        phone: '+79031234567',
      },
    ],
    [
      '2',
      'passport',
      {
        passport: {
          series: '7010',
          number: '654321',
          issueDate: '2010-02-03',
          divisionCode: '710-001',
          divisionName: 'УФМС',
        },
        addresses: { addressRegistration: TVERSKAYA },
      },
    ],
    ['3', 'work', { employer: SBERBANK, position: 'Бухгалтер', workPhone: '+74955005550', salary: 90000 }],
    [
      '4',
      'credit',
      {
        car: { car: { brand: 'Chery', model: 'Tiggo 7 Pro Max' } },
        credit: { program: '14', carCostRequested: 2750000, initialFee: 750000, costRequested: 2000000, term: '72' },
      },
    ],
    ['5', 'documents', { passport: uploaded(11), consentToPPD: uploaded(12) }],
    ['6', 'stateSupport', { stateSupport }],
  ];
}
