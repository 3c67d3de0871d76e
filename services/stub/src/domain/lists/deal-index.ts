import { TASK_KINDS, TASK_ROLES } from '../world/seed/catalog-deals';
import type { World, WorldChange } from '../world/world';
import { CITIES, SALE_POINTS, STREETS } from '../world/seed/catalog-places';
import { BitmapField, MultiSortedField, SortedField } from './fields';
import { HASH_START, hash53, hashDigest, hashUpdate, type HashState } from './hash';
import { PrefixIndex } from './prefix-index';

const NONE = BitmapField.NONE;
/** The states of a current task, as indexed. */
export const TASK_STATE = { created: 0, unclaimed: 1, claimed: 2 } as const;
/** Phone slots: the client's own two, the spouse's, the third person's. */
export const PHONE_SLOTS = 4;
export const BORROWER_PHONES = 0b0011;
export const ADDRESS_SLOTS = 8;

/**
 * The indexes of the lists over the world, kept up to date from the world's changes: bitmaps per value for the
 * equality filters (status, sale point, program, strategy, business logic, creator, assignee, the current task's
 * role and state, finished), sorted indexes for ranges and exact keys (last decision, underwriting start, the
 * current task's creation, process id; the clients' birth date, passport, phones, addresses) and prefix indexes of
 * the clients' names (of the clients, and of the deals by their client's names).
 */
export class DealIndex {
  status!: BitmapField;
  salePoint!: BitmapField;
  /** By the index of the sale point's region in REGIONS. */
  region!: BitmapField;
  program!: BitmapField;
  strategy!: BitmapField;
  businessLogic!: BitmapField;
  creator!: BitmapField;
  assignee!: BitmapField;
  taskRole!: BitmapField;
  taskState!: BitmapField;
  finished!: BitmapField;
  lastDecision!: SortedField;
  underwriting!: SortedField;
  taskOrder!: SortedField;
  /** Deals with an open underwriter task, by the start of their underwriting stage (the underwriter list's sort). */
  underwriterQueue!: SortedField;
  processId!: SortedField;

  surname!: PrefixIndex;
  firstName!: PrefixIndex;
  middleName!: PrefixIndex;
  /**
   * The deals by their client's names: a name prefix gives the deals as one slice, where going from the clients to
   * their deals reads two large columns at random places per deal (slow once they are out of the processor's cache).
   */
  dealNames!: { surname: PrefixIndex; firstName: PrefixIndex; middleName: PrefixIndex };
  birthday!: SortedField;
  passport!: SortedField;
  passportNumber!: SortedField;
  phone!: MultiSortedField;
  address!: MultiSortedField;
  /** Employer -> its clients. */
  employerClients = new Map<number, number[]>();
  private clientEmployer = new Int32Array(16).fill(-1);

  /** Grows with every change (caches key on it). */
  version = 0;

  constructor(private readonly world: World) {
    this.rebuild();
    world.subscribe((change) => this.onChange(change));
  }

  private onChange(change: WorldChange): void {
    this.version++;
    if (change.type === 'reset') this.rebuild();
    else if (change.type === 'deal') this.indexDeal(change.row);
    else this.indexClient(change.row);
  }

  rebuild(): void {
    const { deals, clients } = this.world;
    const n = deals.count;
    const capacity = n + 1024;
    this.status = new BitmapField(capacity);
    this.salePoint = new BitmapField(capacity);
    this.region = new BitmapField(capacity);
    this.program = new BitmapField(capacity);
    this.strategy = new BitmapField(capacity);
    this.businessLogic = new BitmapField(capacity);
    this.creator = new BitmapField(capacity);
    this.assignee = new BitmapField(capacity);
    this.taskRole = new BitmapField(capacity);
    this.taskState = new BitmapField(capacity);
    this.finished = new BitmapField(capacity);
    for (let d = 0; d < n; d++) this.indexDealBitmaps(d);
    this.lastDecision = new SortedField();
    this.lastDecision.bulk(n, (d) => this.lastDecisionAt(d));
    this.underwriting = new SortedField();
    this.underwriting.bulk(n, (d) => deals.underwritingAt[d]!);
    this.taskOrder = new SortedField();
    this.taskOrder.bulk(n, (d) => this.currentTaskCreated(d));
    this.underwriterQueue = new SortedField();
    this.underwriterQueue.bulk(n, (d) => this.underwriterQueueKey(d));
    this.processId = new SortedField();
    this.processId.bulk(n, (d) => hash53(this.world.processInstanceId(d)));

    const m = clients.count;
    const pool = this.world.pool;
    this.surname = PrefixIndex.build(pool, clients.surname, m);
    this.firstName = PrefixIndex.build(pool, clients.firstName, m);
    this.middleName = PrefixIndex.build(pool, clients.middleName, m);
    const ofDeals = (column: Int32Array) => Int32Array.from({ length: n }, (_, d) => column[deals.client[d]!]!);
    this.dealNames = {
      surname: PrefixIndex.build(pool, ofDeals(clients.surname), n),
      firstName: PrefixIndex.build(pool, ofDeals(clients.firstName), n),
      middleName: PrefixIndex.build(pool, ofDeals(clients.middleName), n),
    };
    this.birthday = new SortedField();
    this.birthday.bulk(m, (c) => this.birthdayOf(c));
    this.passport = new SortedField();
    this.passport.bulk(m, (c) => this.passportKey(c));
    this.passportNumber = new SortedField();
    this.passportNumber.bulk(m, (c) => this.passportNumberKey(c));
    this.phone = new MultiSortedField(PHONE_SLOTS);
    this.phone.bulk(m, (c, out) => this.phonesOf(c, out));
    this.address = new MultiSortedField(ADDRESS_SLOTS);
    this.address.bulk(m, (c, out) => this.addressesOf(c, out));
    this.employerClients = new Map();
    this.clientEmployer = new Int32Array(m + 1024).fill(-1);
    for (let c = 0; c < m; c++) this.indexEmployer(c);
  }

  // --- values as indexed

  private lastDecisionAt(d: number): number {
    const x = this.world.deals.lastDecision[d]!;
    return x < 0 ? NaN : this.world.decisions.at[x]!;
  }

  private currentTaskCreated(d: number): number {
    const t = this.world.deals.currentTask[d]!;
    return t < 0 ? NaN : this.world.tasks.created[t]!;
  }

  private underwriterQueueKey(d: number): number {
    const t = this.world.deals.currentTask[d]!;
    return t >= 0 && TASK_KINDS[this.world.tasks.kind[t]!]!.role === 'underwriter'
      ? this.world.deals.underwritingAt[d]!
      : NaN;
  }

  private blank(c: number): boolean {
    return this.world.pool.get(this.world.clients.firstName[c]!) === '';
  }

  private birthdayOf(c: number): number {
    return this.blank(c) ? NaN : this.world.clients.birthDay[c]!;
  }

  private passportKey(c: number): number {
    const { clients } = this.world;
    return this.blank(c) ? NaN : clients.passportSeries[c]! * 1e6 + clients.passportNumber[c]!;
  }

  private passportNumberKey(c: number): number {
    const { clients } = this.world;
    return this.blank(c) ? NaN : clients.passportNumber[c]! * 1e4 + clients.passportSeries[c]!;
  }

  private phonesOf(c: number, out: Float64Array): void {
    const { clients } = this.world;
    const phones = [clients.phone[c]!, clients.phone2[c]!, clients.spousePhone[c]!, clients.thirdPhone[c]!];
    phones.forEach((p, i) => (out[i] = p > 0 ? p : NaN));
  }

  private addressesOf(c: number, out: Float64Array): void {
    if (this.blank(c)) return;
    const { clients } = this.world;
    const levels: number[] = [];
    for (const side of clients.actualSame[c] ? (['reg'] as const) : (['reg', 'act'] as const)) {
      const at = (part: 'City' | 'Street' | 'House' | 'Flat') => clients[`${side}${part}` as const][c]!;
      this.addressLevelHashes(at('City'), at('Street'), at('House'), at('Flat'), levels);
    }
    for (let i = 0; i < Math.min(levels.length, ADDRESS_SLOTS); i++) out[i] = levels[i]!;
  }

  /** A city's and a street's hash states, kept (a million clients live on a few thousand streets). */
  private readonly streetStates = new Map<number, { city: number; street: number; state: HashState }>();

  /**
   * Adds the hashes of the address's levels not among `levels` yet: those of `addressLevels` (the city, the street,
   * the house, the flat), hashed as the lines are written, part after part.
   */
  private addressLevelHashes(city: number, street: number, house: number, flat: number, levels: number[]): void {
    const key = city * STREETS.length + street;
    let onStreet = this.streetStates.get(key);
    if (!onStreet) {
      const cityState = hashUpdate(HASH_START, CITIES[city]!.prefix);
      const { type, name } = STREETS[street]!;
      const state = hashUpdate(cityState, `, ${type} ${name}`);
      onStreet = { city: hashDigest(cityState), street: hashDigest(state), state };
      this.streetStates.set(key, onStreet);
    }
    const houseState = hashUpdate(onStreet.state, `, д ${house}`);
    const add = (hash: number) => void (levels.includes(hash) || levels.push(hash));
    add(onStreet.city);
    add(onStreet.street);
    add(hashDigest(houseState));
    if (flat) add(hashDigest(hashUpdate(houseState, `, кв ${flat}`)));
  }

  // --- updates

  private indexDealBitmaps(d: number): void {
    const { deals, tasks } = this.world;
    this.status.update(d, deals.status[d]!);
    this.salePoint.update(d, deals.salePoint[d]!);
    this.region.update(d, CITIES[SALE_POINTS[deals.salePoint[d]!]!.city]!.regionIndex);
    this.program.update(d, deals.program[d]!);
    this.strategy.update(d, deals.strategy[d]!);
    this.businessLogic.update(d, deals.businessLogic[d]!);
    this.creator.update(d, deals.creator[d]! >= 0 ? deals.creator[d]! : NONE);
    this.finished.update(d, Number.isNaN(deals.finishedAt[d]!) ? NONE : 1);
    const t = deals.currentTask[d]!;
    if (t < 0) {
      this.assignee.update(d, NONE);
      this.taskRole.update(d, NONE);
      this.taskState.update(d, NONE);
    } else {
      const assignee = tasks.assignee[t]!;
      this.assignee.update(d, assignee >= 0 ? assignee : NONE);
      this.taskRole.update(d, TASK_ROLES.indexOf(TASK_KINDS[tasks.kind[t]!]!.role));
      this.taskState.update(
        d,
        assignee >= 0 ? TASK_STATE.claimed : tasks.unclaimCount[t]! > 0 ? TASK_STATE.unclaimed : TASK_STATE.created,
      );
    }
  }

  private indexDeal(d: number): void {
    this.indexDealBitmaps(d);
    this.indexDealNames(d);
    this.lastDecision.update(d, this.lastDecisionAt(d));
    this.underwriting.update(d, this.world.deals.underwritingAt[d]!);
    this.taskOrder.update(d, this.currentTaskCreated(d));
    this.underwriterQueue.update(d, this.underwriterQueueKey(d));
    if (Number.isNaN(this.processId.keyOf(d))) this.processId.update(d, hash53(this.world.processInstanceId(d)));
  }

  private indexDealNames(d: number): void {
    const { clients, deals } = this.world;
    const c = deals.client[d]!;
    this.dealNames.surname.put(d, clients.surname[c]!);
    this.dealNames.firstName.put(d, clients.firstName[c]!);
    this.dealNames.middleName.put(d, clients.middleName[c]!);
  }

  private indexClient(c: number): void {
    const { clients, deals } = this.world;
    this.surname.put(c, clients.surname[c]!);
    this.firstName.put(c, clients.firstName[c]!);
    this.middleName.put(c, clients.middleName[c]!);
    for (let d = clients.lastDeal[c]!; d >= 0; d = deals.nextOfClient[d]!) this.indexDealNames(d);
    this.birthday.update(c, this.birthdayOf(c));
    this.passport.update(c, this.passportKey(c));
    this.passportNumber.update(c, this.passportNumberKey(c));
    const phones = new Float64Array(PHONE_SLOTS).fill(NaN);
    this.phonesOf(c, phones);
    this.phone.update(c, phones);
    const addresses = new Float64Array(ADDRESS_SLOTS).fill(NaN);
    this.addressesOf(c, addresses);
    this.address.update(c, addresses);
    this.indexEmployer(c);
  }

  private indexEmployer(c: number): void {
    if (c >= this.clientEmployer.length) {
      const next = new Int32Array(Math.max(c + 1, this.clientEmployer.length * 2)).fill(-1);
      next.set(this.clientEmployer);
      this.clientEmployer = next;
    }
    const old = this.clientEmployer[c]!;
    const employer = this.world.clients.employer[c]!;
    if (old === employer) return;
    if (old >= 0) {
      const list = this.employerClients.get(old)!;
      list.splice(list.indexOf(c), 1);
    }
    if (employer >= 0) {
      const list = this.employerClients.get(employer) ?? [];
      list.push(c);
      this.employerClients.set(employer, list);
    }
    this.clientEmployer[c] = employer;
  }
}
