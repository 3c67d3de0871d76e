import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@autocredit/generated/api';
import { REQUIRED } from '../contract/field-errors';
import type { ApiRoute } from '../contract/types';
import {
  CREDIT_CODES,
  INCOME_TYPES,
  calculateGsk,
  financeFiguresDeal,
  financeTexts,
  gskPreparedData,
  gskReference,
  personCollection,
  visibleFinanceDeal,
  visiblePerson,
  type BlockName,
} from '../domain/finance';
import type { Viewer } from '../domain/lists/scope';
import { viewerOf } from '../plugins/auth';
import { BAD_REQUEST, type BadRequestAnswer } from '../plugins/errors';

/**
 * The 400 of the finance calls (`FinanceErrorBody`, 001 §7, §8): `result` the array of errors, each with its
 * propertyPath; a refused path sum is the confirmed sum that is not a number, a refused income field the editor's
 * own message.
 */
const financeErrors =
  (
    rename: (path: string) => { propertyPath: string; message: string } | undefined = () => undefined,
  ): BadRequestAnswer =>
  (_request, body: ErrorBody) => {
    const errors = body.errors ?? [];
    if (errors.length === 0) return { result: [{ message: body.detail ?? body.result ?? BAD_REQUEST }] };
    return { result: errors.map((e) => rename(e.propertyPath) ?? e) };
  };

/**
 * The 400 of the salary estimate (001 §5): each input left out 'Обязательное поле!', each other refusal 'Введите
 * валидное значение!', at its field.
 */
const gskAnswer: BadRequestAnswer = (_request, body: ErrorBody) => ({
  result: null,
  errors: (body.errors ?? []).map(({ propertyPath, message }) => ({
    propertyPath,
    message: message === REQUIRED || message === financeTexts.required ? financeTexts.required : financeTexts.invalid,
  })),
});

/** The 400 of the INN look-up (its contract): `result` 'Что-то пошло не так', `detail` why, the fields at fault. */
const innAnswer: BadRequestAnswer = (_request, body: ErrorBody) => ({
  result: financeTexts.somethingWrong,
  detail: body.detail ?? body.result ?? BAD_REQUEST,
  ...(body.errors ? { errors: body.errors } : {}),
});

const sumAnswer = financeErrors((path) =>
  path === 'sum' ? { propertyPath: 'sumConfirmed', message: financeTexts.notNumber } : undefined,
);
const incomeAnswer = financeErrors((path) =>
  /(^|\.)type$/.test(path)
    ? { propertyPath: 'extendedBudget.type', message: financeTexts.incomeType }
    : /(^|\.)sum$/.test(path)
      ? { propertyPath: 'extendedBudget.sum', message: financeTexts.incomeSum }
      : undefined,
);

/**
 * The finance step (001 §2.4, §7 'Finance'): the persons' budgets (incomes, charges, loans) and their confirmed sums,
 * the extended incomes, the deal's results and ПДН, the INN look-up and the salary estimate ('Калькулятор ГКС').
 * Who may call them is the access table's (authorisation/finance.ts); the person or deal must be one the user sees
 * (404 'Данные не найдены'); the rules are the domain's (domain/finance/).
 */
export default async function financeRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { finance } = store;

  app.route<ApiRoute<'listExtendedIncomes'>>({
    ...contract.route('listExtendedIncomes'),
    handler: async (request) => {
      const person = visiblePerson(store, viewerOf(request), request.params.personId);
      return { result: finance.extendedIncomes(person) };
    },
  });

  app.route<ApiRoute<'listIncomeTypes'>>({
    ...contract.route('listIncomeTypes'),
    handler: async (request) => {
      visiblePerson(store, viewerOf(request), request.params.personId);
      return { result: INCOME_TYPES.map((t) => ({ ...t })) };
    },
  });

  app.route<ApiRoute<'addExtendedIncome'>>({
    ...contract.route('addExtendedIncome', { badRequest: incomeAnswer }),
    handler: async (request) => {
      const person = visiblePerson(store, viewerOf(request), request.params.personId);
      return { result: finance.addExtendedIncome(person, request.body.extendedBudget) };
    },
  });

  app.route<ApiRoute<'deleteExtendedIncome'>>({
    ...contract.route('deleteExtendedIncome', { badRequest: financeErrors() }),
    handler: async (request) => {
      const { incomeId } = request.params;
      const owner = finance.extendedIncomeOwner(incomeId);
      const person = visiblePerson(store, viewerOf(request), owner?.id ?? 0);
      finance.deleteExtendedIncome(person, incomeId);
      return { result: true as const };
    },
  });

  const setSum = (viewer: Viewer, params: { clientId: number; itemId: number; sum: string }, block: BlockName) => {
    const person = visiblePerson(store, viewer, params.clientId);
    return { result: finance.setConfirmed(person, block, params.itemId, params.sum) };
  };

  app.route<ApiRoute<'setIncomeConfirmedSum'>>({
    ...contract.route('setIncomeConfirmedSum', { badRequest: sumAnswer }),
    handler: async (request) => setSum(viewerOf(request), request.params, 'incomes'),
  });
  app.route<ApiRoute<'setChargeConfirmedSum'>>({
    ...contract.route('setChargeConfirmedSum', { badRequest: sumAnswer }),
    handler: async (request) => setSum(viewerOf(request), request.params, 'charges'),
  });
  app.route<ApiRoute<'setLoanConfirmedSum'>>({
    ...contract.route('setLoanConfirmedSum', { badRequest: sumAnswer }),
    handler: async (request) => setSum(viewerOf(request), request.params, 'loans'),
  });

  app.route<ApiRoute<'addLoan'>>({
    ...contract.route('addLoan', { badRequest: financeErrors() }),
    handler: async (request) => {
      const person = visiblePerson(store, viewerOf(request), request.params.clientId);
      return { result: finance.addLoan(person, request.body) };
    },
  });

  app.route<ApiRoute<'getIncomes'>>({
    ...contract.route('getIncomes'),
    handler: async (request) => {
      const person = visiblePerson(store, viewerOf(request), request.params.clientId);
      return { result: finance.block(person, 'incomes') };
    },
  });

  app.route<ApiRoute<'getCharges'>>({
    ...contract.route('getCharges'),
    handler: async (request) => {
      const person = visiblePerson(store, viewerOf(request), request.params.clientId);
      return { result: finance.block(person, 'charges') };
    },
  });

  app.route<ApiRoute<'getLoans'>>({
    ...contract.route('getLoans'),
    handler: async (request) => {
      const { clientId, collectionId } = request.params;
      const viewer = viewerOf(request);
      const person = visiblePerson(store, viewer, clientId);
      personCollection(store, viewer, person, collectionId);
      return { result: finance.block(person, 'loans') };
    },
  });

  app.route<ApiRoute<'listCreditCodes'>>({
    ...contract.route('listCreditCodes'),
    handler: async () => ({ result: CREDIT_CODES.map(({ code, name }) => ({ code, name })) }),
  });

  app.route<ApiRoute<'getClientMaxCreditSum'>>({
    ...contract.route('getClientMaxCreditSum'),
    handler: async (request) => {
      const deal = financeFiguresDeal(store, viewerOf(request), request.params.dealId);
      return { result: finance.results(deal) };
    },
  });

  app.route<ApiRoute<'getPdn'>>({
    ...contract.route('getPdn'),
    handler: async (request) => {
      const deal = financeFiguresDeal(store, viewerOf(request), request.params.dealId);
      return { result: finance.pdn(deal) };
    },
  });

  app.route<ApiRoute<'recalculatePdn'>>({
    ...contract.route('recalculatePdn'),
    handler: async (request) => {
      const deal = visibleFinanceDeal(store, viewerOf(request), request.params.dealId);
      return {
        result: finance.recalculatePdn(deal),
        messages: [{ type: 'success' as const, message: financeTexts.pdnDone }],
      };
    },
  });

  app.route<ApiRoute<'loadInn'>>({
    ...contract.route('loadInn', { badRequest: innAnswer }),
    handler: async (request) => {
      const person = visiblePerson(store, viewerOf(request), request.params.clientId);
      return { result: { inn: finance.loadInn(person) } };
    },
  });

  app.route<ApiRoute<'listGskReference'>>({
    ...contract.route('listGskReference'),
    handler: async (request) => {
      const { type, name, per_page: perPage } = request.query;
      return { result: gskReference(type, name, perPage ?? 10) };
    },
  });

  app.route<ApiRoute<'getGskCalculationInfo'>>({
    ...contract.route('getGskCalculationInfo'),
    handler: async (request) => {
      const deal = visibleFinanceDeal(store, viewerOf(request), request.params.dealId);
      return { result: { preparedData: gskPreparedData(store.world, deal) } };
    },
  });

  app.route<ApiRoute<'calculateGsk'>>({
    ...contract.route('calculateGsk', { badRequest: gskAnswer }),
    handler: async (request) => {
      const { deal: dealId, ...input } = request.body;
      const deal = visibleFinanceDeal(store, viewerOf(request), dealId);
      const result = calculateGsk(input);
      if (result.maxSalary !== null) finance.setGksConfirmed(deal, result.maxSalary);
      return { result };
    },
  });
}
