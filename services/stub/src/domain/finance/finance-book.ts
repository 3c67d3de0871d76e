import type { ExtendedIncome, FinanceBlock, FinanceItem, MaxCreditSum, PdnResult } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import type { Persistable } from '../store/persistence';
import { uuidOf } from '../suggestions/text';
import { PROGRAMS } from '../world/seed/catalog-deals';
import { CITIES, REGIONS } from '../world/seed/catalog-places';
import type { World } from '../world/world';
import {
  CHARGE_TYPES,
  CREDIT_CODES,
  INCOME_TITLES,
  INCOME_TYPES,
  LOANS_MONTH,
  annuity,
  financeTexts,
  principalOf,
  round2,
  type ItemStatus,
} from './catalog';
import { bkiReportPath } from './bki-report-path';
import { innOf } from './inn';
import { personOf, personsOfClient, type PersonRef } from './persons';
import {
  extendedOwner,
  loansMonthId,
  seededBudget,
  type PersonBudget,
  type StoredExtendedIncome,
  type StoredItem,
} from './seed-budget';

export type BlockName = 'incomes' | 'charges' | 'loans';

interface PdnEntry {
  messageGuid: string;
  /** When the credit bureau's answer is there (ms); the figures are null before. */
  readyAt: number;
  /** The figures, taken when the answer arrived (then kept until the next calculation). */
  figures: Pick<PdnResult, 'pdn' | 'totalPayments' | 'totalIncomes' | 'incomeType'> | null;
  runs: number;
}

export interface FinanceState {
  nextItemId: number;
  nextExtendedId: number;
  /** The touched persons' budgets, by person id. */
  persons: Record<string, PersonBudget>;
  /** The person of each extended income added (seeded ones tell theirs by their id). */
  extendedOwners: Record<string, number>;
  /** The INNs found (`loadInn`), by person id. */
  inns: Record<string, string>;
  /** The debt-load ratio of the deals asked for, by deal id. */
  pdn: Record<string, PdnEntry>;
}

export interface NewLoanInput {
  title: string;
  sumAmount: number;
  bkiType: string;
  type: string;
  sum: number;
  sumConfirm: number;
}

export interface FinanceOptions {
  now: () => number;
  /** How long the credit bureau takes to answer a PDN calculation, ms (STUB_PDN_DELAY_MS). */
  pdnDelayMs: number;
}

/** How long the credit bureau takes by default (STUB_PDN_DELAY_MS). */
export const DEFAULT_PDN_DELAY_MS = 500;

/** Ids of added items and extended incomes start above every seeded one. */
const FIRST_ADDED_ITEM = 200_000_001;
const FIRST_ADDED_EXTENDED = 300_000_001;
/** The part of the income (after charges) that may go to debt payments (the results' rule). */
const PAYMENT_SHARE = 0.5;

const INCOME_CONFIRMED = 'Подтвержденный доход (справка 2-НДФЛ)';
const INCOME_DECLARED = 'Заявленный доход (анкета)';

/** The value an item counts with: the confirmed sum, else the declared one (not checked yet). */
const valueOf = (item: StoredItem) => item.sumConfirmed ?? item.sum ?? 0;

const publicItem = (item: StoredItem): FinanceItem => ({
  id: item.id,
  type: item.type,
  typeTitle: item.typeTitle,
  sum: item.sum,
  sumAmount: item.sumAmount,
  status: item.status,
  sumGksConfirmed: item.sumGksConfirmed,
  sumConfirmed: item.sumConfirmed,
  sumConfirmedOriginal: item.sumConfirmedOriginal,
});

const notFound = () => new DomainError('not-found', financeTexts.notFound);
const invalid = (propertyPath: string, message: string) =>
  new DomainError('invalid', message, [{ propertyPath, message }]);

/**
 * The persons' budgets (001 §2.4, §3): incomes, charges and loans with their check state, the extended incomes, the
 * INNs found, and the deals' debt-load ratio (ПДН). Seeded per person from the world the first time a person is
 * touched, then kept (touched persons only). The deal's results (max credit sum, СрД, ПД) are computed from the
 * budgets when asked, so every confirmed-sum change recalculates them. Which person or deal the user sees is the
 * caller's (persons.ts).
 */
export class FinanceBook implements Persistable<FinanceState> {
  private state: FinanceState = FinanceBook.empty();

  constructor(
    private readonly world: World,
    private readonly seed: number,
    private readonly options: FinanceOptions,
  ) {}

  private static empty(): FinanceState {
    return {
      nextItemId: FIRST_ADDED_ITEM,
      nextExtendedId: FIRST_ADDED_EXTENDED,
      persons: {},
      extendedOwners: {},
      inns: {},
      pdn: {},
    };
  }

  // --- the blocks

  block(person: PersonRef, name: BlockName): FinanceBlock {
    const budget = this.budget(person);
    if (name === 'incomes') return { title: financeTexts.incomesTitle, items: budget.incomes.map(publicItem) };
    if (name === 'loans') return { title: financeTexts.loansTitle, items: budget.loans.map(publicItem) };
    const month = this.loansMonth(person, budget);
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
    const srd = round2(budgets.reduce((s, b) => s + b.incomes.reduce((t, i) => t + valueOf(i), 0), 0));
    const charges = budgets.reduce((s, b) => s + b.charges.reduce((t, i) => t + valueOf(i), 0), 0);
    const pd = round2(budgets.reduce((s, b) => s + b.loans.reduce((t, i) => t + valueOf(i), 0), 0));
    const term = deals.term[deal]!;
    const rate = PROGRAMS[deals.program[deal]!]?.rate ?? PROGRAMS[0]!.rate;
    const requested = deals.costRequested[deal]!;
    const paymentMonthlyMax = round2(Math.max(0, PAYMENT_SHARE * (srd - charges) - pd));
    const sumMaxConfirmed = term > 0 ? Math.floor(principalOf(paymentMonthlyMax, rate, term) / 1000) * 1000 : null;
    return {
      sumMaxConfirmed,
      sumTotalConfirmed: sumMaxConfirmed !== null && requested > 0 ? Math.min(requested, sumMaxConfirmed) : null,
      paymentMonthlyMax,
      srd,
      pd,
      paymentMonthly: term > 0 && requested > 0 ? round2(annuity(requested, rate, term)) : null,
    };
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
    if (!entry)
      return {
        pdn: null,
        totalPayments: null,
        totalIncomes: null,
        incomeType: null,
        messageGuid: null,
        bkiReport: null,
      };
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
    if (
      !snapshot ||
      typeof snapshot.nextItemId !== 'number' ||
      typeof snapshot.nextExtendedId !== 'number' ||
      typeof snapshot.persons !== 'object' ||
      typeof snapshot.extendedOwners !== 'object' ||
      typeof snapshot.inns !== 'object' ||
      typeof snapshot.pdn !== 'object'
    ) {
      throw new Error('not a finance snapshot');
    }
    this.state = structuredClone(snapshot);
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
    return budget;
  }

  /** `loans_month`: the loans' payments, checked as they are (adjusted when any is, confirmed when all are). */
  private loansMonth(person: PersonRef, budget: PersonBudget): StoredItem | null {
    const { loans } = budget;
    if (loans.length === 0) return null;
    const total = (f: (i: StoredItem) => number) => round2(loans.reduce((s, i) => s + f(i), 0));
    const status: ItemStatus = loans.some((l) => l.status === 'adjustment')
      ? 'adjustment'
      : loans.every((l) => l.status === 'confirmed')
        ? 'confirmed'
        : 'not_confirmed';
    return {
      id: loansMonthId(person),
      type: LOANS_MONTH,
      typeTitle: CHARGE_TYPES.loans_month,
      sum: total((i) => i.sum ?? 0),
      sumAmount: null,
      status,
      sumGksConfirmed: null,
      sumConfirmed: total(valueOf),
      sumConfirmedOriginal: total((i) => i.sumConfirmedOriginal ?? valueOf(i)),
    };
  }
}

const publicExtended = (e: StoredExtendedIncome): ExtendedIncome => ({
  id: e.id,
  type: { ...(INCOME_TYPES.find((t) => t.id === e.type) ?? { id: e.type, name: String(e.type) }) },
  sum: e.sum,
});
