import { Table } from './columns';

/**
 * The world's records as typed-array columns (a row is an index; ids are derived: deal id = DEAL_ID_BASE + row...).
 * Strings are ids of the world's StringPool; times are milliseconds (NaN: none); staff are StaffRecord indexes
 * (-1: none).
 */

export const DEAL_ID_BASE = 100_001;
export const CLIENT_ID_BASE = 50_001;
export const TASK_ID_BASE = 730_001;
export const PLEDGE_ID_BASE = 3_001;
export const COLLECTION_ID_BASE = 90_001;

/** Marital statuses (`maritalStatus`). */
export const MARITAL = ['single', 'married', 'divorced', 'widowed'] as const;

/** How a client's third person (contact) is related to them; [title, gender or -1 for any]. */
export const RELATIONS: readonly (readonly [string, number])[] = [
  ['Мать', 1],
  ['Отец', 0],
  ['Брат', 0],
  ['Сестра', 1],
  ['Сын', 0],
  ['Дочь', 1],
  ['Коллега', -1],
  ['Друг', -1],
];

export class ClientTable extends Table {
  surname = this.column(Int32Array);
  firstName = this.column(Int32Array);
  middleName = this.column(Int32Array);
  gender = this.column(Uint8Array);
  birthDay = this.column(Int32Array);
  bornCity = this.column(Uint8Array);
  passportSeries = this.column(Uint16Array);
  passportNumber = this.column(Int32Array);
  passportIssueDay = this.column(Int32Array);
  passportDivision = this.column(Int32Array);
  /** Driving licence; series 0: none. */
  licenceSeries = this.column(Uint16Array);
  licenceNumber = this.column(Int32Array);
  licenceIssueDay = this.column(Int32Array);
  /** Ten digits after +7. */
  phone = this.column(Float64Array);
  /** A second phone (home or work); 0: none. */
  phone2 = this.column(Float64Array);
  regCity = this.column(Uint8Array);
  regStreet = this.column(Uint8Array);
  regHouse = this.column(Uint16Array);
  regFlat = this.column(Uint16Array);
  /** 1: the actual address is the registration address. */
  actualSame = this.column(Uint8Array);
  actCity = this.column(Uint8Array);
  actStreet = this.column(Uint8Array);
  actHouse = this.column(Uint16Array);
  actFlat = this.column(Uint16Array);
  marital = this.column(Uint8Array);
  /** The spouse (married clients); surname -1: none. */
  spouseSurname = this.column(Int32Array, -1);
  spouseFirstName = this.column(Int32Array, -1);
  spouseMiddleName = this.column(Int32Array, -1);
  spouseBirthDay = this.column(Int32Array);
  spousePhone = this.column(Float64Array);
  /** The third person (contact person); surname -1: none. */
  thirdSurname = this.column(Int32Array, -1);
  thirdFirstName = this.column(Int32Array, -1);
  thirdMiddleName = this.column(Int32Array, -1);
  thirdPhone = this.column(Float64Array);
  thirdRelation = this.column(Uint8Array);
  /** An index of the world's employers; -1: not employed. */
  employer = this.column(Int32Array, -1);
  /** Roubles with kopecks, as typed (000 §1: money as typed, with its kopecks). */
  income = this.column(Float64Array);
  /** When the client first applied (their first deal). */
  createdAt = this.column(Float64Array);
  /** The client's newest deal (row); older ones follow DealTable.nextOfClient. */
  lastDeal = this.column(Int32Array, -1);
  photos = this.column(Uint8Array);

  constructor(capacity: number) {
    super(capacity);
    this.seal();
  }

  add(): number {
    return this.addRow();
  }
}

export class DealTable extends Table {
  createdAt = this.column(Float64Array);
  client = this.column(Int32Array);
  /** An index of SALE_POINTS. */
  salePoint = this.column(Uint8Array);
  creator = this.column(Int16Array, -1);
  /** An index of STATUSES. */
  status = this.column(Uint8Array);
  businessLogic = this.column(Uint8Array);
  /** An index of PROGRAMS. */
  program = this.column(Uint8Array);
  /** An index of STRATEGIES; -1: none yet. */
  strategy = this.column(Int8Array, -1);
  priority = this.column(Uint8Array);
  /** An index of CAR_MODELS, of its modifications; condition 0 new, 1 used. */
  carModel = this.column(Uint8Array);
  carModification = this.column(Uint8Array);
  carCondition = this.column(Uint8Array);
  carYear = this.column(Uint16Array);
  /** The credit's sums: roubles with kopecks, as typed. */
  carCost = this.column(Float64Array);
  marketPrice = this.column(Int32Array);
  costRequested = this.column(Float64Array);
  initialFee = this.column(Float64Array);
  term = this.column(Uint8Array);
  /** When the underwriting stage last started; NaN: never. */
  underwritingAt = this.column(Float64Array, NaN);
  /** When the deal's process finished; NaN: it runs. */
  finishedAt = this.column(Float64Array, NaN);
  /** 1: the deal came back from rework. */
  reworked = this.column(Uint8Array);
  /** The open task of the deal's process; -1: none. */
  currentTask = this.column(Int32Array, -1);
  firstTask = this.column(Int32Array, -1);
  lastTask = this.column(Int32Array, -1);
  /** The newest decision; older ones follow DecisionTable.previous. */
  lastDecision = this.column(Int32Array, -1);
  /** The same client's previous deal. */
  nextOfClient = this.column(Int32Array, -1);
  /** The deal whose car this is (a used car sold again: the same VIN); -1: its own. */
  vinOf = this.column(Int32Array, -1);

  constructor(capacity: number) {
    super(capacity);
    this.seal();
  }

  add(): number {
    return this.addRow();
  }
}

export class TaskTable extends Table {
  deal = this.column(Int32Array);
  /** An index of TASK_KINDS. */
  kind = this.column(Uint8Array);
  created = this.column(Float64Array);
  /** NaN: open. */
  closedAt = this.column(Float64Array, NaN);
  assignee = this.column(Int16Array, -1);
  lastAssignee = this.column(Int16Array, -1);
  unclaimCount = this.column(Uint8Array);
  /** 1: the task came back after rescoring. */
  rescored = this.column(Uint8Array);
  /** The deal's next task (in creation order). */
  nextOfDeal = this.column(Int32Array, -1);
  /** The pledge of a pledge task; -1: none. */
  pledge = this.column(Int32Array, -1);

  constructor(capacity: number) {
    super(capacity);
    this.seal();
  }

  add(): number {
    return this.addRow();
  }
}

export class DecisionTable extends Table {
  deal = this.column(Int32Array);
  at = this.column(Float64Array);
  /** An index of DECISION_OUTCOMES. */
  outcome = this.column(Uint8Array);
  preliminary = this.column(Uint8Array);
  by = this.column(Int16Array, -1);
  amount = this.column(Int32Array);
  term = this.column(Uint8Array);
  /** Percent × 100. */
  rate = this.column(Uint16Array);
  previous = this.column(Int32Array, -1);

  constructor(capacity: number) {
    super(capacity);
    this.seal();
  }

  add(): number {
    return this.addRow();
  }
}
