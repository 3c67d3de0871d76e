import type { ExtendedIncome, FinanceBlock, FinanceItem, MaxCreditSum, PdnResult } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import type { Persistable } from '../store/persistence';
import { uuidOf } from '../suggestions/text';
import { PROGRAMS } from '../world/seed/catalog-deals';
import { CITIES, REGIONS } from '../world/seed/catalog-places';
import type { World } from '../world/world';
import { CREDIT_CODES, INCOME_TITLES, INCOME_TYPES, LOANS_MONTH, financeTexts, round2 } from './catalog';
import { bkiReportPath } from './bki-report-path';
import { innOf } from './inn';
import { personOf, personsOfClient, type PersonRef } from './persons';
import {
  enteredBudget,
  extendedOwner,
  loansMonthId,
  seededBudget,
  type PersonBudget,
  type StoredExtendedIncome,
  type StoredItem,
} from './seed-budget';

import {
  checkedFinanceState,
  emptyFinanceState,
  type BlockName,
  type FinanceOptions,
  type FinanceState,
  type NewLoanInput,
  type PdnEntry,
} from './finance-state';
import { invalid, loansMonthOf, NO_PDN, notFound, publicExtended, publicItem, resultsOf } from './finance-items';

export type { BlockName, FinanceOptions, FinanceState, NewLoanInput } from './finance-state';

/** How long the credit bureau takes by default (STUB_PDN_DELAY_MS). */
export const DEFAULT_PDN_DELAY_MS = 500;

const INCOME_CONFIRMED = 'Подтвержденный доход (справка 2-НДФЛ)';
const INCOME_DECLARED = 'Заявленный доход (анкета)';

/**
 * The persons' budgets (001 §2.4, §3): incomes, charges and loans with their check state, the extended incomes, the
 * INNs found, and the deals' debt-load ratio (ПДН). Seeded per person from the world the first time a person is
 * touched, then kept (touched persons only). The deal's results (max credit sum, СрД, ПД) are computed from the
 * budgets when asked, so every confirmed-sum change recalculates them. Which person or deal the user sees is the
 * caller's (persons.ts).
 */
export class FinanceBook implements Persistable<FinanceState> {
  private state: FinanceState = emptyFinanceState();

  constructor(
    private readonly world: World,
    private readonly seed: number,
    private readonly options: FinanceOptions,
  ) {}

  // --- the blocks

  block(person: PersonRef, name: BlockName): FinanceBlock {
    const budget = this.budget(person);
    if (name === 'incomes') return { title: financeTexts.incomesTitle, items: budget.incomes.map(publicItem) };
    if (name === 'loans') return { title: financeTexts.loansTitle, items: budget.loans.map(publicItem) };
    const month = loansMonthOf(person, budget);
    return { title: financeTexts.chargesTitle, items: [...budget.charges, ...(month ? [month] : [])].map(publicItem) };
  }

  /**
   * The underwriter's confirmed sum of an item: the item becomes 'Корректировка андерайтера' and keeps its confirmed
   * sum before the first adjustment (`sumConfirmedOriginal`). `loans_month` is made from the loans: 400.
   */
  setConfirmed(person: PersonRef, name: BlockName, itemId: number, sumText: string): FinanceItem {
    const sum = Number(sumText.replace(',', '.'));
    if (!Number.isFinite(sum)) throw invalid('sumConfirmed', financeTexts.notNumber);
    const budget = this.budget(person);
    if (itemId === loansMonthId(person) && budget.loans.length > 0) {
      throw invalid('sumConfirmed', financeTexts.loansMonthFixed);
    }
    const item = budget[name].find((i) => i.id === itemId);
    if (!item) throw notFound();
    if (item.type === LOANS_MONTH) throw invalid('sumConfirmed', financeTexts.loansMonthFixed);
    if (name === 'incomes' && sum < 0) throw invalid('sumConfirmed', financeTexts.notNumber);
    if (item.status !== 'adjustment') item.sumConfirmedOriginal = item.sumConfirmed ?? item.sum;
    item.sumConfirmed = round2(sum);
    item.status = 'adjustment';
    return publicItem(item);
  }

  /** A loan the underwriter adds (001 §5): every field, a known credit type, a positive monthly payment. */
  addLoan(person: PersonRef, input: NewLoanInput): FinanceItem {
    const title = input.title.trim().replace(/\s+/g, ' ');
    const errors = [
      ...(title === '' ? [{ propertyPath: 'title', message: financeTexts.loanTitle }] : []),
      ...(input.bkiType.trim() === '' ? [{ propertyPath: 'bkiType', message: financeTexts.loanBkiType }] : []),
      ...(CREDIT_CODES.some((c) => c.code === input.type)
        ? []
        : [{ propertyPath: 'type', message: financeTexts.loanType }]),
      ...(input.sum >= 1 ? [] : [{ propertyPath: 'sum', message: financeTexts.loanSum }]),
    ];
    if (errors.length > 0) throw new DomainError('invalid', errors[0]!.message, errors);
    const loan: StoredItem = {
      id: this.state.nextItemId++,
      type: 'loan',
      typeTitle: title,
      sum: round2(input.sum),
      sumAmount: round2(input.sumAmount),
      status: 'adjustment',
      sumGksConfirmed: null,
      sumConfirmed: round2(input.sumConfirm),
      sumConfirmedOriginal: null,
      creditType: input.type,
      bkiType: input.bkiType.trim(),
    };
    this.budget(person).loans.push(loan);
    return publicItem(loan);
  }

  // --- extended incomes

  extendedIncomes(person: PersonRef): ExtendedIncome[] {
    return this.budget(person).extended.map(publicExtended);
  }

  addExtendedIncome(person: PersonRef, input: { type: number; sum: number }): ExtendedIncome {
    const errors = [
      ...(INCOME_TYPES.some((t) => t.id === input.type)
        ? []
        : [{ propertyPath: 'extendedBudget.type', message: financeTexts.incomeType }]),
      ...(input.sum > 0 ? [] : [{ propertyPath: 'extendedBudget.sum', message: financeTexts.incomeSum }]),
    ];
    if (errors.length > 0) throw new DomainError('invalid', errors[0]!.message, errors);
    const income: StoredExtendedIncome = {
      id: this.state.nextExtendedId++,
      type: input.type,
      sum: round2(input.sum),
      confirmed: false,
    };
    this.budget(person).extended.push(income);
    this.state.extendedOwners[String(income.id)] = person.id;
    return publicExtended(income);
  }

  /** The person of an extended income (seeded or added), when it exists. */
  extendedIncomeOwner(incomeId: number): PersonRef | undefined {
    const added = this.state.extendedOwners[String(incomeId)];
    let person: PersonRef | undefined;
    if (added !== undefined) person = personOf(this.world, added);
    else {
      const seeded = extendedOwner(incomeId);
      if (seeded && seeded.client < this.world.clients.count) {
        person = personsOfClient(this.world, seeded.client).find((p) => p.kind === seeded.kind);
      }
    }
    return person && this.budget(person).extended.some((e) => e.id === incomeId) ? person : undefined;
  }

  deleteExtendedIncome(person: PersonRef, incomeId: number): void {
    const list = this.budget(person).extended;
    const index = list.findIndex((e) => e.id === incomeId);
    if (index < 0) throw notFound();
    if (list[index]!.confirmed) throw new DomainError('invalid', financeTexts.incomeConfirmed);
    list.splice(index, 1);
    delete this.state.extendedOwners[String(incomeId)];
  }

  // --- the deal's results and the debt-load ratio

  /**
   * The results panel of a deal (its client and spouse): СрД the confirmed incomes (the declared sum of an item not
   * checked yet), ПД the loans' confirmed payments; the largest monthly payment is half the income left after the
   * other charges, less ПД; the largest credit sum the principal that payment repays at the deal's rate and term; the
   * total sum the requested one within it; the monthly payment the annuity of the requested sum.
   */
  results(deal: number): MaxCreditSum {
    const { deals } = this.world;
    const budgets = this.dealPersons(deal).map((p) => this.budget(p));
    const rate = PROGRAMS[deals.program[deal]!]?.rate ?? PROGRAMS[0]!.rate;
    return resultsOf(budgets, { term: deals.term[deal]!, rate, requested: deals.costRequested[deal]! });
  }

  /**
   * The deal's ПДН: null figures until the credit bureau has answered (`STUB_PDN_DELAY_MS` after a calculation),
   * then the figures and the link to the bureau's report; a deal with a decision has one from the seed (taken the
   * first time it is asked for).
   */
  pdn(deal: number): PdnResult {
    const key = String(this.world.dealId(deal));
    let entry = this.state.pdn[key];
    if (!entry && this.world.deals.lastDecision[deal]! >= 0) {
      entry = { messageGuid: uuidOf(`pdn:${this.seed}:${key}:0`), readyAt: 0, figures: null, runs: 0 };
      this.state.pdn[key] = entry;
    }
    if (!entry) return { ...NO_PDN };
    if (!entry.figures && this.options.now() >= entry.readyAt) entry.figures = this.pdnFigures(deal);
    const figures = entry.figures ?? { pdn: null, totalPayments: null, totalIncomes: null, incomeType: null };
    // The bureau's report is there once it has answered (a PDF of the stub's, bki-report.ts).
    const bkiReport = entry.figures ? bkiReportPath(this.world.dealId(deal)) : null;
    return { ...figures, messageGuid: entry.messageGuid, bkiReport };
  }

  /** Starts a calculation: a new credit-bureau request; the answer is the ratio as far as it is known (none yet). */
  recalculatePdn(deal: number): PdnResult {
    const key = String(this.world.dealId(deal));
    const runs = (this.state.pdn[key]?.runs ?? 0) + 1;
    this.state.pdn[key] = {
      messageGuid: uuidOf(`pdn:${this.seed}:${key}:${runs}`),
      readyAt: this.options.now() + this.options.pdnDelayMs,
      figures: null,
      runs,
    };
    return this.pdn(deal);
  }

  private pdnFigures(deal: number): NonNullable<PdnEntry['figures']> {
    const results = this.results(deal);
    const totalIncomes = results.srd ?? 0;
    const totalPayments = round2((results.pd ?? 0) + (results.paymentMonthly ?? 0));
    return {
      pdn: totalIncomes > 0 ? Math.round((totalPayments / totalIncomes) * 1000) / 10 : null,
      totalPayments,
      totalIncomes,
      incomeType: this.incomeType(deal),
    };
  }

  /** The kind of income the deal's ПДН counts with: the client's salary confirmed (checked), else the declared one. */
  incomeType(deal: number): string {
    const client = this.dealPersons(deal)[0]!;
    const salary = this.budget(client).incomes.find((i) => i.typeTitle === INCOME_TITLES.salary);
    return salary && salary.status !== 'not_confirmed' ? INCOME_CONFIRMED : INCOME_DECLARED;
  }

  // --- INN and the salary estimate

  /** The person's INN found by the passport (the client's; the world has no passport of the others): kept. */
  loadInn(person: PersonRef): string {
    const key = String(person.id);
    const known = this.state.inns[key];
    if (known) return known;
    const { clients } = this.world;
    const c = person.client;
    if (person.kind !== 'client' || (clients.passportSeries[c] === 0 && clients.passportNumber[c] === 0)) {
      throw new DomainError('invalid', financeTexts.innNotFound);
    }
    const city = CITIES[clients.regCity[c]!];
    const region = city ? REGIONS[city.regionIndex]!.code : '77';
    const inn = innOf(region, this.seed, person.id);
    this.state.inns[key] = inn;
    return inn;
  }

  /** The salary estimate's sum on the deal's client's salary (`sumGksConfirmed`): the salary within the estimate. */
  setGksConfirmed(deal: number, maxSalary: number): void {
    const client = this.dealPersons(deal)[0]!;
    const salary = this.budget(client).incomes.find((i) => i.typeTitle === INCOME_TITLES.salary);
    if (salary) salary.sumGksConfirmed = round2(Math.min(salary.sum ?? 0, maxSalary));
  }

  // --- persistence

  snapshot(): FinanceState {
    return structuredClone(this.state);
  }

  restore(snapshot: FinanceState): void {
    this.state = checkedFinanceState(snapshot);
  }

  // --- inside

  private dealPersons(deal: number): PersonRef[] {
    return personsOfClient(this.world, this.world.deals.client[deal]!).filter((p) => p.kind !== 'thirdFace');
  }

  private budget(person: PersonRef): PersonBudget {
    const key = String(person.id);
    let budget = this.state.persons[key];
    if (!budget) {
      budget = seededBudget(this.world, this.seed, person);
      this.state.persons[key] = budget;
    }
    return enteredBudget(this.world, person, budget);
  }
}
