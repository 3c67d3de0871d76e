import { describe, expect, it, afterAll, beforeAll } from 'vitest';
import type {
  Calculator,
  CalculatorData,
  DealCreateResponse,
  DealTaskListResponse,
  FastDecisionPersonFormResponse,
  CalculatorProgram,
  CalculatorServiceInfo,
  ErrorBody,
  OptionalService,
  ProgramCarInfo,
  Variant,
  DocumentListResponse,
  GetRecognizedDataEvent,
  RecognitionUploadResponse,
} from '@autocredit/generated/api';
import { calculatorTexts } from '../domain/calculator';
import { signedInApp, bearer, recordPublished, signIn, testApp } from '../testing/app';
import type { FastifyInstance } from 'fastify';
import { portraitPng } from '../domain/documents/png';
import { derivedPerson } from '../domain/documents/recognized-person';
import { SEED_USERS } from '../domain/auth/seed-users';
import { userTopic } from '../domain/events/topics';
import { COLLECTION_ID_BASE } from '../domain/world/records';
import { pdfPageTexts } from '../testing/pdf-text';
import { multipartFiles } from '../testing/multipart';

describe('the credit calculator', () => {
  const { app, call } = signedInApp(['goz', 'calculator', 'underwriter', 'admin']);

  /*
   * The seeded world's partners as the calculator sees them: 3 a dealer centre of the Рольф holding (every program,
   * both promo programs, every service), 12 an autosalon of the holding (programs 14, 15, 17, 19, 20; no GAP), 51 a
   * trade platform outside holdings (the used-car programs; no promo), 59 an autosalon outside holdings (no programs:
   * the base rate 21.9 %). Program 14 'Автокредит Стандарт': 15.9 %, least fee 10 %.
   */

  const life = (patch: Partial<OptionalService> = {}): OptionalService => ({
    service: { name: 'Страхование жизни и здоровья', code: 'lifeInsurance' },
    active: true,
    isCredit: true,
    cost: 82_500,
    rate: 1,
    term: 60,
    provider: { id: 3 },
    isTelemedicine: false,
    isWithRate: true,
    ...patch,
  });

  /** Partner 3, program 14, a car of 2,150,000 with 500,000 down, 60 months, the full package. */
  const standard = (patch: { autocredit?: object; auto?: object; services?: OptionalService[] } = {}): Calculator => ({
    autocredit: {
      product: { id: 1 },
      program: { id: 14 },
      partner: { id: 3 },
      carCostRequested: 2_150_000,
      costRequested: null,
      initialFee: 500_000,
      initialFeePercent: null,
      interestRate: null,
      term: 60,
      paymentMonthly: null,
      documentsPackage: 'full',
      programPromo: null,
      ...patch.autocredit,
    },
    auto: { condition: 'new', production: 'foreign', year: 2026, ...patch.auto },
    equipment: { cost: 0 },
    optionalServices: patch.services ?? [],
  });

  const recalculate = (calculator: Calculator, user = 'goz') =>
    call(user, 'POST', '/api/fastDecision/calculate', { calculator });
  const variants = (calculator: Calculator, user = 'goz') =>
    call(user, 'POST', '/api/fastDecision/variants', { calculator, needSave: 0, confirmBudget: 0 });

  const dataOf = async (calculator: Calculator) => {
    const res = await recalculate(calculator);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: CalculatorData }>().result;
  };
  const variantsOf = async (calculator: Calculator) => {
    const res = await variants(calculator);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: Variant[] }>().result;
  };
  const errorsOf = async (res: { statusCode: number; json: <T>() => T }) => {
    expect(res.statusCode).toBe(400);
    return res.json<ErrorBody>().errors;
  };

  describe('GET /api/fastDecision/calculate', () => {
    it('opens the calculator with its defaults and dictionaries', async () => {
      const res = await call('calculator', 'GET', '/api/fastDecision/calculate');
      expect(res.statusCode).toBe(200);
      const { additional, calculator } = res.json<{ result: CalculatorData }>().result;
      expect(calculator.autocredit).toMatchObject({
        product: { id: 1 },
        term: 60,
        documentsPackage: 'full',
        partner: null,
      });
      expect(calculator.auto).toEqual({ condition: 'new', production: 'foreign', year: null });
      expect(additional.product).toEqual([{ id: 1, name: 'Автокредит' }]);
      expect(additional.partners).toContainEqual({ id: 12, name: 'Автосалон «Рольф Юг», Москва' });
      expect(additional.package.map((p) => p.id)).toEqual(['full', 'twoDocuments']);
      expect(additional.terms).toEqual([12, 24, 36, 48, 60, 72, 84]);
      expect(additional.programs).toEqual([]);
    });

    it('is the operators’ and the calculator role’s: others get 403', async () => {
      expect((await call('goz', 'GET', '/api/fastDecision/calculate')).statusCode).toBe(200);
      expect((await call('underwriter', 'GET', '/api/fastDecision/calculate')).statusCode).toBe(403);
      expect((await call('admin', 'GET', '/api/fastDecision/calculate')).statusCode).toBe(403);
    });
  });

  describe('POST /api/fastDecision/calculate', () => {
    it('fills the fee percent, the credit sum, the rate and the payment (1,650,000 at 15.9 % for 60 → 40,037.18)', async () => {
      const { calculator, additional } = await dataOf(standard());
      expect(calculator.autocredit).toMatchObject({
        costRequested: 1_650_000,
        initialFeePercent: 23.26,
        interestRate: 15.9,
        paymentMonthly: 40_037.18,
      });
      expect(additional.program).toEqual({ id: 14, name: 'Автокредит Стандарт' });
      expect(additional.programs.map((p) => p.id)).toEqual([14, 15, 16, 17, 18, 19, 20, 21]);
      expect(additional.providers.map((p) => p.serviceCode)).toContain('gap');
    });

    it('counts a service paid from the credit in the payment (1,732,500 → 42,039.04), not one paid apart', async () => {
      const inCredit = await dataOf(standard({ services: [life()] }));
      expect(inCredit.calculator.autocredit.paymentMonthly).toBe(42_039.04);
      const apart = await dataOf(standard({ services: [life({ isCredit: false })] }));
      expect(apart.calculator.autocredit.paymentMonthly).toBe(40_037.18);
    });

    it('activates a service put in the credit and prices it by its rate when it has no cost', async () => {
      const { calculator } = await dataOf(standard({ services: [life({ active: false, cost: null })] }));
      // 1,650,000 × 1 % × 60 / 12 = 82,500
      expect(calculator.optionalServices[0]).toMatchObject({ active: true, cost: 82_500 });
      expect(calculator.autocredit.paymentMonthly).toBe(42_039.04);
    });

    it('keeps a credit sum given, and takes the fee from its percent', async () => {
      const given = await dataOf(standard({ autocredit: { costRequested: 1_000_000, term: 12 } }));
      // 1,000,000 at 14.9 % (15.9 − 1 for 12 months)
      expect(given.calculator.autocredit).toMatchObject({ costRequested: 1_000_000, interestRate: 14.9 });
      const percent = await dataOf(standard({ autocredit: { initialFee: null, initialFeePercent: 20 } }));
      expect(percent.calculator.autocredit).toMatchObject({ initialFee: 430_000, costRequested: 1_720_000 });
    });

    it('rates a partner without programs at the base rate with the package (1,000,000 at 22.9 % for 24 → 52,323.67)', async () => {
      const { calculator, additional } = await dataOf(
        standard({
          autocredit: {
            partner: { id: 59 },
            program: null,
            term: 24,
            documentsPackage: 'twoDocuments',
            initialFee: 0,
            carCostRequested: 1_000_000,
          },
        }),
      );
      expect(additional.programs).toEqual([]);
      expect(calculator.autocredit).toMatchObject({ interestRate: 22.9, paymentMonthly: 52_323.67 });
    });

    it('rates a promo program at its own rate (2,000,000 at 9.9 % for 36 → 64,440.52)', async () => {
      const { calculator } = await dataOf(
        standard({
          autocredit: {
            partner: { id: 12 },
            program: { id: 17 },
            programPromo: 31,
            term: 36,
            carCostRequested: 2_500_000,
          },
        }),
      );
      expect(calculator.autocredit).toMatchObject({
        interestRate: 9.9,
        costRequested: 2_000_000,
        paymentMonthly: 64_440.52,
      });
    });

    it('leaves the computed fields null while the calculator is incomplete', async () => {
      const { calculator } = await dataOf(standard({ autocredit: { carCostRequested: null, initialFee: null } }));
      expect(calculator.autocredit).toMatchObject({ costRequested: null, paymentMonthly: null });
    });
  });

  describe('POST /api/fastDecision/variants', () => {
    it('gives one variant per term of the program, with hand-computed payments and overpayments', async () => {
      const list = await variantsOf(standard({ services: [life()] }));
      // 1,732,500: 12 and 24 months at 14.9 %, 36–60 at 15.9 %, 72 and 84 at 16.9 %
      expect(
        list.map((v) => [v.autocredit.term, v.autocredit.interestRate, v.autocredit.paymentMonthly, v.loanOverpayment]),
      ).toEqual([
        [12, 14.9, 156_290.79, 142_989.48],
        [24, 14.9, 83_920.83, 281_599.92],
        [36, 15.9, 60_824.06, 457_166.16],
        [48, 15.9, 49_010.85, 620_020.8],
        [60, 15.9, 42_039.04, 789_842.4],
        [72, 16.9, 38_444.81, 1_035_526.32],
        [84, 16.9, 35_304.98, 1_233_118.32],
      ]);
      expect(list[4]).toMatchObject({
        autocredit: { costRequested: 1_732_500, initialFeePercent: 23.26, maxCreditSum: 2_017_500 },
        additionalSum: 82_500,
      });
    });

    it('counts nothing of a service paid apart', async () => {
      const [, , , , sixty] = await variantsOf(standard({ services: [life({ isCredit: false })] }));
      expect(sixty).toMatchObject({
        additionalSum: 0,
        autocredit: { costRequested: 1_650_000, paymentMonthly: 40_037.18 },
      });
    });

    it('drops the terms a used car would outlive (a 2016 car: 10 years old, at most 24 months)', async () => {
      const list = await variantsOf(standard({ auto: { condition: 'uses', year: 2016 }, autocredit: { term: 24 } }));
      expect(list.map((v) => v.autocredit.term)).toEqual([12, 24]);
    });
  });

  describe('POST /api/fastDecision/create from the calculator', () => {
    const createdFrom = async (calculator: Calculator) => {
      const res = await call('goz', 'POST', '/api/fastDecision/create', { calculator });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<DealCreateResponse>().result.id;
    };
    const shortForm = async (dealId: number) => {
      const tasks = await call('goz', 'GET', `/api/deal/${dealId}/tasks`);
      const [task] = tasks.json<DealTaskListResponse>().result;
      expect((await call('goz', 'POST', `/api/task/claim/${task!.id}`)).statusCode).toBe(200);
      const res = await call('goz', 'GET', `/api/task/dto/${task!.id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<FastDecisionPersonFormResponse>().result.fast_decision_create_person;
    };

    it("the short form opens with the calculator's partner, program, sums and term", async () => {
      const calculator = standard({ autocredit: { carCostRequested: 2_500_000, partner: { id: 12 }, term: 48 } });
      const dto = await shortForm(await createdFrom(calculator));
      expect(dto.autocredit).toEqual({
        partner: { id: 12 },
        carCostRequested: 2_500_000,
        initialFee: 500_000,
        // The calculator left the credit sum to compute: the car less the fee.
        costRequested: 2_000_000,
        term: 48,
      });
      expect(dto.auto.program).toBe(14);
    });

    it('the side menu’s fast decision (no body) opens an empty short form', async () => {
      const res = await call('goz', 'POST', '/api/fastDecision/create');
      const dto = await shortForm(res.json<DealCreateResponse>().result.id);
      expect(dto.autocredit).toMatchObject({
        carCostRequested: null,
        costRequested: null,
        initialFee: null,
        term: null,
      });
      expect(dto.auto.program).toBeNull();
    });

    it('refuses a calculator that is not valid with its field errors, and creates nothing', async () => {
      const before = app().store.world.deals.count;
      const res = await call('goz', 'POST', '/api/fastDecision/create', {
        calculator: standard({ autocredit: { costRequested: 12_000_001 } }),
      });
      expect(await errorsOf(res)).toEqual([
        { propertyPath: 'calculator.autocredit.costRequested', message: 'Максимальная сумма кредита - 12 млн. рублей' },
      ]);
      expect(app().store.world.deals.count).toBe(before);
    });
  });

  describe('the partner’s programs, promo programs, services and the program’s cars', () => {
    const get = async <T>(url: string) => {
      const res = await call('calculator', 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ result: T }>().result;
    };

    it('lists the programs by the kind of sale point', async () => {
      expect((await get<CalculatorProgram[]>('/api/fastDecision/programs/12')).map((p) => p.id)).toEqual([
        14, 15, 17, 19, 20,
      ]);
      expect((await get<CalculatorProgram[]>('/api/fastDecision/programs/51')).map((p) => p.id)).toEqual([
        14, 15, 19, 20, 21,
      ]);
      expect(await get<CalculatorProgram[]>('/api/fastDecision/programs/59')).toEqual([]);
    });

    it('lists the promo programs of the partner’s holding', async () => {
      expect(await get<CalculatorProgram[]>('/api/fastDecision/programsPromo/3')).toEqual([
        { id: 31, name: 'Акция «Ставка 9,9 %»' },
        { id: 32, name: 'Акция «Trade-in выгода»' },
      ]);
      expect(await get<CalculatorProgram[]>('/api/fastDecision/programsPromo/51')).toEqual([]);
    });

    it('lists the services with their providers, terms, rates and default costs', async () => {
      const services = await get<CalculatorServiceInfo[]>('/api/fastDecision/servicesInfo/51');
      expect(services.map((s) => s.service.code)).toEqual(['lifeInsurance', 'roadAssistance', 'telemedicine']);
      expect(services[2]).toMatchObject({
        isTelemedicine: true,
        cost: 9_900,
        providers: [{ id: 7, serviceCode: 'telemedicine' }],
      });
      expect(services[0]).toMatchObject({ isWithRate: true, cost: null, rates: [0.9, 1.2, 1.5] });
    });

    it('gives the cars a program finances', async () => {
      expect(await get<ProgramCarInfo>('/api/fastDecision/program/16/carInfo')).toEqual({
        autoConditions: [{ id: 'new', name: 'Новый' }],
        autoProduction: [{ id: 'domestic', name: 'Отечественный' }],
        years: [2026, 2025],
      });
      const used = await get<ProgramCarInfo>('/api/fastDecision/program/21/carInfo');
      expect(used.autoConditions).toEqual([{ id: 'uses', name: 'С пробегом' }]);
      expect(used.years.at(-1)).toBe(2014);
    });

    it('answers 404 for an unknown partner or program, 400 for a bad id', async () => {
      for (const url of [
        '/api/fastDecision/programs/999',
        '/api/fastDecision/programsPromo/999',
        '/api/fastDecision/servicesInfo/999',
        '/api/fastDecision/program/999/carInfo',
      ]) {
        const res = await call('goz', 'GET', url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json<ErrorBody>().result).toBe('Не найдено');
      }
      const bad = await call('goz', 'GET', '/api/fastDecision/programs/abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().errors?.[0]?.propertyPath).toBe('partnerId');
    });

    it('refuses the other roles', async () => {
      expect((await call('underwriter', 'GET', '/api/fastDecision/programs/12')).statusCode).toBe(403);
      expect(
        (
          await call('underwriter', 'POST', '/api/fastDecision/variants', {
            calculator: standard(),
            needSave: 0,
            confirmBudget: 0,
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('bad input: 400 with field errors, never 500', () => {
    const A = 'calculator.autocredit';
    const S = 'calculator.optionalServices.0';
    const t = calculatorTexts;

    it('asks the variants for product, partner, car cost, term, documents package and (with programs) the program', async () => {
      const empty = standard({
        autocredit: {
          product: null,
          partner: null,
          carCostRequested: null,
          term: null,
          documentsPackage: null,
          program: null,
          initialFee: null,
        },
      });
      expect(await errorsOf(await variants(empty))).toEqual([
        { propertyPath: `${A}.product`, message: 'Пожалуйста, заполните это поле.' },
        { propertyPath: `${A}.partner`, message: t.required },
        { propertyPath: `${A}.carCostRequested`, message: t.required },
        { propertyPath: `${A}.term`, message: t.required },
        { propertyPath: `${A}.documentsPackage`, message: t.required },
      ]);
      expect(await errorsOf(await variants(standard({ autocredit: { program: null } })))).toEqual([
        { propertyPath: `${A}.program`, message: t.required },
      ]);
      // a partner without programs needs none
      expect((await variants(standard({ autocredit: { partner: { id: 59 }, program: null } }))).statusCode).toBe(200);
      // recalculation asks for none of them
      expect((await recalculate(empty)).statusCode).toBe(200);
    });

    it('asks the variants for an active service’s term, and rate and cost when it has a rate', async () => {
      const noTerm = standard({ services: [life({ term: null })] });
      expect(await errorsOf(await variants(noTerm))).toEqual([{ propertyPath: `${S}.term`, message: t.required }]);
      const noRate = standard({ services: [life({ rate: null, cost: null })] });
      expect(await errorsOf(await variants(noRate))).toEqual([
        { propertyPath: `${S}.rate`, message: t.required },
        { propertyPath: `${S}.cost`, message: t.required },
      ]);
      const tele = {
        service: { name: 'Телемедицина', code: 'telemedicine' },
        active: true,
        isCredit: false,
        cost: 9_900,
        rate: null,
        term: null,
        provider: { id: 7 },
        isTelemedicine: true,
        isWithRate: false,
      };
      const card = {
        ...tele,
        service: { name: 'Карта помощи на дорогах', code: 'roadAssistance' },
        provider: { id: 8 },
        isTelemedicine: false,
      };
      expect((await variants(standard({ services: [tele, card] }))).statusCode).toBe(200);
      expect(
        (await variants(standard({ services: [life({ active: false, isCredit: false, term: null })] }))).statusCode,
      ).toBe(200);
    });

    it('refuses a credit above 12 million, with the services paid from it', async () => {
      const over = standard({ autocredit: { costRequested: 12_000_001 } });
      for (const res of [await recalculate(over), await variants(over)]) {
        expect(await errorsOf(res)).toEqual([
          { propertyPath: `${A}.costRequested`, message: 'Максимальная сумма кредита - 12 млн. рублей' },
        ]);
      }
      const withService = standard({
        autocredit: { costRequested: 11_950_000, carCostRequested: 14_000_000, initialFee: 2_050_000 },
        services: [life()],
      });
      expect(await errorsOf(await recalculate(withService))).toEqual([
        { propertyPath: `${A}.costRequested`, message: t.creditTooHigh },
      ]);
      expect(
        (
          await recalculate(
            standard({
              autocredit: { costRequested: 12_000_000, carCostRequested: 14_000_000, initialFee: 2_000_000 },
            }),
          )
        ).statusCode,
      ).toBe(200);
    });

    const cases: [string, Calculator, string, string][] = [
      [
        'an unknown product',
        standard({ autocredit: { product: { id: 2 } } }),
        `${A}.product`,
        'Выбранное значение недопустимо',
      ],
      ['an unknown partner', standard({ autocredit: { partner: { id: 999 } } }), `${A}.partner`, t.notAllowed],
      [
        'an unknown package',
        standard({ autocredit: { documentsPackage: 'three' } }),
        `${A}.documentsPackage`,
        t.notAllowed,
      ],
      ['an unknown program', standard({ autocredit: { program: { id: 99 } } }), `${A}.program`, t.notAllowed],
      [
        'a program not of the partner',
        standard({ autocredit: { partner: { id: 12 }, program: { id: 16 } } }),
        `${A}.program`,
        'Программа недоступна для выбранного партнера',
      ],
      [
        'a promo not of the partner',
        standard({ autocredit: { partner: { id: 51 }, programPromo: 31 } }),
        `${A}.programPromo`,
        'Акция недоступна для выбранных партнера и программы',
      ],
      [
        'a promo not of the program',
        standard({ autocredit: { programPromo: 31 } }),
        `${A}.programPromo`,
        t.promoNotAllowed,
      ],
      [
        'a term not of the program',
        standard({ autocredit: { program: { id: 15 }, term: 84 } }),
        `${A}.term`,
        'Срок недоступен для выбранной программы',
      ],
      [
        'a fee above the car cost',
        standard({ autocredit: { initialFee: 3_000_000 } }),
        `${A}.initialFee`,
        'Первоначальный взнос не может превышать стоимость автомобиля',
      ],
      [
        'a fee below the program’s least',
        standard({ autocredit: { initialFee: 100_000 } }),
        `${A}.initialFee`,
        'Первоначальный взнос меньше минимального по программе (10 %)',
      ],
      [
        'a used car for a new-car program',
        standard({
          autocredit: { program: { id: 16 } },
          auto: { condition: 'uses', production: 'domestic', year: 2024 },
        }),
        'calculator.auto.condition',
        'Программа не кредитует автомобили в таком состоянии',
      ],
      [
        'a foreign car for the state support',
        standard({ autocredit: { program: { id: 16 } } }),
        'calculator.auto.production',
        'Программа не кредитует автомобили такого производства',
      ],
      [
        'a year to come',
        standard({ auto: { year: 2027 } }),
        'calculator.auto.year',
        'Год выпуска не может быть позже 2026',
      ],
      [
        'a used car too old at the end',
        standard({ auto: { condition: 'uses', year: 2016 } }),
        'calculator.auto.year',
        'Возраст автомобиля на дату погашения кредита превышает 12 лет',
      ],
      [
        'a service the partner does not sell',
        standard({
          autocredit: { partner: { id: 51 } },
          services: [life({ service: { name: 'КАСКО', code: 'kasko' }, term: 12 })],
        }),
        `${S}.service`,
        'Услуга недоступна у выбранного партнера',
      ],
      [
        'a provider of another service',
        standard({ services: [life({ provider: { id: 7 } })] }),
        `${S}.provider`,
        'Поставщик не оказывает эту услугу',
      ],
      [
        'a service term not offered',
        standard({ services: [life({ service: { name: 'КАСКО', code: 'kasko' }, term: 24 })] }),
        `${S}.term`,
        'Срок недоступен для этой услуги',
      ],
    ];
    it.each(cases)('refuses %s on recalculation and variants', async (_, calculator, propertyPath, message) => {
      for (const res of [await recalculate(calculator), await variants(calculator)]) {
        expect(await errorsOf(res)).toContainEqual({ propertyPath, message });
      }
    });

    it('refuses a body out of the contract with its field', async () => {
      const negative = standard({ autocredit: { carCostRequested: -1 } });
      expect(await errorsOf(await recalculate(negative))).toEqual([
        { propertyPath: `${A}.carCostRequested`, message: 'Значение должно быть не меньше 0' },
      ]);
      const res = await call('goz', 'POST', '/api/fastDecision/variants', { calculator: standard() });
      expect(await errorsOf(res)).toContainEqual({
        propertyPath: 'needSave',
        message: 'Это поле обязательно для заполнения',
      });
      expect((await call('goz', 'POST', '/api/fastDecision/calculate', {})).statusCode).toBe(400);
    });
  });
});

describe("the short form's files", () => {
  const STEP_MS = 5;
  const USERS = ['goz', 'underwriter'] as const;
  let built: FastifyInstance;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    built = await testApp({ recognitionStepMs: STEP_MS });
    for (const user of USERS) tokens[user] = (await signIn(built, user)).token;
  });
  afterAll(() => built.close());

  const UPLOAD_URL = '/api/file/uploadAndRecognized/default';
  const CONSENT_URL = '/api/document/generate-file/consentToProcessingOfPersonalData';
  const goz = SEED_USERS.find((u) => u.username === 'goz')!;
  const viewer = { id: goz.id, roles: goz.roles, privileges: goz.privileges };
  const store = () => built.store;
  const rows = () => Array.from({ length: store().world.deals.count }, (_, d) => d);

  const multipart = multipartFiles;
  const upload = (user: string, files: { name: string; content: Uint8Array }[], fields?: Record<string, string>) => {
    const body = multipart(files, fields);
    return built.inject({
      method: 'POST',
      url: UPLOAD_URL,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens[user]!) },
    });
  };
  const call = (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    built.inject({ method, url, headers: bearer(tokens[user]!), ...(payload !== undefined && { payload }) });
  /** Waits until the recognition of `files` files has reported (a step per event). */
  const recognition = (files: number) => new Promise((resolve) => setTimeout(resolve, STEP_MS * (files + 1) + 100));
  const recognizedData = (published: ReturnType<typeof recordPublished>) =>
    published.map((p) => p.event).filter((e): e is GetRecognizedDataEvent => e.type === 'getRecognizedData');

  /** A deal goz sees whose client has a passport file, and that file's bytes (the stub's passport scan). */
  async function seededPassport() {
    const row = rows().find(
      (r) => store().lists.visible(viewer, r) && store().deals.currentSource(r).documents.passport?.files.length,
    )!;
    const res = await call('goz', 'GET', `/api/document/list/${COLLECTION_ID_BASE + row}`);
    expect(res.statusCode, res.body).toBe(200);
    const passport = Object.values(res.json<DocumentListResponse>().result)
      .flat()
      .find((e) => e.code === 'passport')!;
    const file = await call('goz', 'GET', passport.files[0]!.path);
    expect(file.statusCode).toBe(200);
    return { row, content: file.rawPayload };
  }

  describe('POST /api/file/uploadAndRecognized/default', () => {
    it('stores the files, then tells the uploader the progress of each and the data read from the passport’s text', async () => {
      const published = recordPublished(built);
      const { row, content } = await seededPassport();
      const res = await upload('goz', [
        { name: 'паспорт.pdf', content },
        { name: 'согласие.png', content: portraitPng(11) },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const { collectionId, files } = res.json<RecognitionUploadResponse>().result;
      expect(files.map((f) => [f.name, f.mimeType, f.size])).toEqual([
        ['паспорт.pdf', 'application/pdf', content.length],
        ['согласие.png', 'image/png', portraitPng(11).length],
      ]);
      expect(published).toEqual([]);
      await recognition(2);

      const topic = userTopic(built.config.topicBase, goz.id);
      expect(published.every((p) => p.topics.length === 1 && p.topics[0] === topic)).toBe(true);
      expect(published.map((p) => p.event)).toEqual([
        {
          type: 'getRecognizeProgress',
          data: { [collectionId]: { load: 1, total: 2, title: 'Распознавание документов', fileId: files[0]!.id } },
          error: null,
        },
        {
          type: 'getRecognizeProgress',
          data: { [collectionId]: { load: 2, total: 2, title: 'Распознавание документов', fileId: files[1]!.id } },
          error: null,
        },
        expect.objectContaining({ type: 'getRecognizedData' }),
      ]);
      const valid = built.contract.schemaValidator('HubEvent');
      expect(published.filter((p) => !valid(p.event))).toEqual([]);
      const client = store().deals.currentSource(row).client;
      const [data] = recognizedData(published).map((e) => e.data);
      expect(data).toMatchObject({
        collectionId,
        fileId: files[0]!.id,
        person: {
          surName: client.surName,
          firstName: client.firstName,
          middleName: client.middleName,
          birthDate: client.birthDate,
          bornPlace: client.bornPlace,
        },
        passport: { series: client.passport.series, number: client.passport.number },
      });
    });

    it('gives a file without text a person derived from its bytes: the same each time', async () => {
      const published = recordPublished(built);
      const photo = portraitPng(12);
      const first = await upload('goz', [{ name: 'паспорт.png', content: photo }]);
      const second = await upload('goz', [{ name: 'паспорт-2.png', content: photo }]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      await recognition(1);
      const [a, b] = recognizedData(published).map((e) => e.data);
      expect(a).toMatchObject({
        fileId: first.json<RecognitionUploadResponse>().result.files[0]!.id,
        ...derivedPerson(photo),
      });
      expect(b!.person).toEqual(a!.person);
      expect(published.every((p) => built.contract.schemaValidator('HubEvent')(p.event))).toBe(true);
      expect(b!.collectionId).not.toBe(a!.collectionId);
    });

    it('stores in the collection given: a deal’s the user sees, or one of their earlier uploads; 404 for another', async () => {
      const published = recordPublished(built);
      const row = rows().find((r) => store().lists.visible(viewer, r))!;
      const hidden = rows().find((r) => !store().lists.visible(viewer, r))!;
      const photo = { name: 'a.png', content: portraitPng(13) };
      const own = await upload('goz', [photo], { collectionId: String(COLLECTION_ID_BASE + row) });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json<RecognitionUploadResponse>().result.collectionId).toBe(COLLECTION_ID_BASE + row);
      const made = (await upload('goz', [photo])).json<RecognitionUploadResponse>().result.collectionId;
      const again = await upload('goz', [photo], { collectionId: String(made) });
      expect(again.json<RecognitionUploadResponse>().result.collectionId).toBe(made);
      await recognition(1);
      expect(recognizedData(published).map((e) => e.data.collectionId)).toEqual([COLLECTION_ID_BASE + row, made, made]);

      expect((await upload('goz', [photo], { collectionId: String(COLLECTION_ID_BASE + hidden) })).statusCode).toBe(
        404,
      );
      expect((await upload('goz', [photo], { collectionId: '123' })).statusCode).toBe(404);
      const bad = await upload('goz', [photo], { collectionId: '../1' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().errors).toEqual([
        { propertyPath: 'collectionId', message: 'Значение должно быть положительным целым числом' },
      ]);
    });

    it('answers 400 with the field errors for no files, a file of another type, a file too large; none is recognised', async () => {
      const published = recordPublished(built);
      const none = await upload('goz', []);
      expect(none.statusCode).toBe(400);
      // The field errors' envelope, as every DomainError with fields answers (the web app says 'Ошибка загрузки файлов').
      expect(none.json<ErrorBody>()).toEqual({
        result: null,
        errors: [{ propertyPath: 'files[]', message: 'Выберите файлы' }],
      });
      const text = await upload('goz', [
        { name: 'a.png', content: portraitPng(1) },
        { name: 'паспорт.txt', content: Buffer.from('Фамилия Иванов') },
      ]);
      expect(text.statusCode).toBe(400);
      expect(text.json<ErrorBody>().errors).toEqual([
        { propertyPath: 'files[1]', message: 'Недопустимый тип файла. Разрешены PDF, JPEG, PNG' },
      ]);
      const large = Buffer.concat([Buffer.from(portraitPng(1)), Buffer.alloc(20 * 1024 * 1024)]);
      const tooLarge = await upload('goz', [{ name: 'big.png', content: large }]);
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json<ErrorBody>().errors).toEqual([
        { propertyPath: 'files[]', message: 'Размер файла превышает 20 МБ' },
      ]);
      // A JSON body is refused by the contract's check of the content type, before the route reads it.
      const json = await call('goz', 'POST', UPLOAD_URL, { collectionId: 1 });
      expect(json.statusCode).toBe(415);
      await recognition(2);
      expect(published).toEqual([]);
    });

    it('is for the operators', async () => {
      expect((await upload('underwriter', [{ name: 'a.png', content: portraitPng(1) }])).statusCode).toBe(403);
    });
  });

  describe('POST /api/document/generate-file/consentToProcessingOfPersonalData', () => {
    const consent = {
      name: 'Иванов Иван Иванович',
      addressRegistration: 'г Москва, ул Тверская, д 7, кв 15',
      passportInfo: '4510 123456, выдан 20.11.2016 ГУ МВД России по г. Москве, код подразделения 770-001',
      oldFullName: null,
      birthDate: '1985-04-12',
      bornPlace: 'г. Москва',
    };

    it('answers the consent as a PDF download with the person’s data', async () => {
      const res = await call('goz', 'POST', CONSENT_URL, consent);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="consentToProcessingOfPersonalData\.pdf"/,
      );
      const [page] = await pdfPageTexts(res.rawPayload);
      const text = page!.join(' ');
      for (const part of [
        consent.name,
        '12.04.1985',
        consent.bornPlace,
        consent.passportInfo,
        consent.addressRegistration,
      ]) {
        expect(text).toContain(part);
      }
    });

    it('answers 400 with the field errors for a missing or broken field', async () => {
      const { bornPlace: _, ...noPlace } = consent;
      const missing = await call('goz', 'POST', CONSENT_URL, noPlace);
      expect(missing.statusCode).toBe(400);
      expect(missing.json<ErrorBody>().errors?.map((e) => e.propertyPath)).toEqual(['bornPlace']);
      const broken = await call('goz', 'POST', CONSENT_URL, { ...consent, birthDate: '12.04.1985', name: '' });
      expect(broken.statusCode).toBe(400);
      expect(
        broken
          .json<ErrorBody>()
          .errors?.map((e) => e.propertyPath)
          .sort(),
      ).toEqual(['birthDate', 'name']);
    });

    it('is for the operators', async () => {
      expect((await call('underwriter', 'POST', CONSENT_URL, consent)).statusCode).toBe(403);
    });
  });
});
