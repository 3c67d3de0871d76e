import type {
  Address,
  Car,
  RealEstate,
  DealContact,
  DealStatusCode,
  DocumentGroup,
  DocumentVerifying,
  Employer,
  StoredFile,
  FormFieldChoice,
  Gender,
  LoanVariant,
  PledgePledgor,
  PledgeStatus,
  PledgeVehicle,
  CarModification,
} from '@autocredit/generated/api';

/** Brand → model → modifications: what the car cascade of the editable car steps offers. */
export type CarCatalog = Record<string, Record<string, CarModification[]>>;

/**
 * The data the forms read and write: one deal as plain data, named after the contract's entities (Address,
 * Employer, Car, DealContact, LoanVariant, PledgePledgor...). The world keeps its own records and maps them onto
 * this shape; a save returns the source with the posted values applied, which the world maps back.
 * Missing data is `null` (never `undefined`), so a source round-trips through JSON.
 */
export interface FormSource {
  deal: DealSource;
  client: PersonSource;
  spouse: PersonSource | null;
  thirdFace: PersonSource | null;
  car: Car | null;
  /** The car's VIN (17 characters). */
  vin: string | null;
  credit: CreditSource;
  /** The deal's documents by document code. */
  documents: Record<string, DocumentSource>;
  contacts: DealContact[];
  /** The loan variants; a form's `variant` is an index into this list. */
  variants: LoanVariant[];
  underwriter: UnderwriterSource;
  release: ReleaseSource;
  pledge: PledgeSource | null;
  /** The process error a `notify_about_error` form shows. */
  processError: string | null;
  /** Dictionaries overriding the defaults of `dictionaries.ts` (partners, programs, reason codes...). */
  dictionaries?: Partial<FormDictionaries>;
}

export interface DealSource {
  id: number;
  processName: 'autocredit' | 'fast_decision';
  status: DealStatusCode;
  /** The deal's document collection. */
  collectionId: number | null;
  /** The type of the last decision (`preliminaryApproved`...), null before any. */
  decisionType: string | null;
}

export interface PassportSource {
  series: string | null;
  number: string | null;
  issueDate: string | null;
  divisionCode: string | null;
  divisionName: string | null;
}

export interface DriverPassportSource {
  series: string | null;
  number: string | null;
  issueDate: string | null;
  divisionName: string | null;
}

export interface WorkSource {
  employer: Employer | null;
  position: string | null;
  workPhone: string | null;
  /** Start of the current job, yyyy-MM-dd. */
  startDate: string | null;
  /** Income at the main job, roubles a month. */
  salary: number | null;
}

export interface PersonSource {
  id: number | null;
  surName: string | null;
  firstName: string | null;
  middleName: string | null;
  oldSurName: string | null;
  gender: Gender | null;
  /** yyyy-MM-dd */
  birthDate: string | null;
  bornPlace: string | null;
  /** A value of `dictionaries.maritalStatuses`. */
  maritalStatus: string | null;
  phone: string | null;
  email: string | null;
  inn: string | null;
  passport: PassportSource;
  driverPassport: DriverPassportSource | null;
  addressRegistration: Address | null;
  addressActual: Address | null;
  /** The actual address differs from the registration address. */
  isHaveActual: boolean;
  work: WorkSource | null;
  /** The property of the person ('Сведения об имуществе' of the finance step). */
  realEstate: RealEstate;
}

export interface CreditSource {
  /** The credit program id (`dictionaries.programs`). */
  program: number | null;
  /** The partner (sale point) id (`dictionaries.partners`). */
  partnerId: number | null;
  carCostRequested: number | null;
  initialFee: number | null;
  costRequested: number | null;
  /** Months (`dictionaries.terms`). */
  term: number | null;
  /** The state-support program chosen on the GOZ step 6 (`dictionaries.stateSupport`), `none` without subsidy. */
  stateSupport: string | null;
}

export interface DocumentSource {
  code: string;
  group: DocumentGroup;
  title: string;
  files: StoredFile[];
  /** Most files; 25 when null. */
  limit: number | null;
  /** The document's id in the deal's collection (`StoredFile.document.id`), given when files are first registered in it. */
  id?: number;
  /** Who uploaded each registered file (user id by file id): only they may delete it (`POST /api/file/delete`). */
  uploadedBy?: Record<string, number>;
  /** The release manager's last verification of the document (001 §4); absent: never verified. */
  lastVerifying?: DocumentVerifying;
}

/** The verification statuses of the underwriter's decision step, by check code (`dictionaries.verifications`). */
export type VerificationStatus = 'confirmed' | 'not_confirmed' | 'not_checked';

export interface UnderwriterSource {
  verifications: Record<string, VerificationStatus>;
  decision: 'approved' | 'rejected' | null;
  /** Reason codes (`dictionaries.reasonCodes`). */
  reasons: string[];
  delayReason: string | null;
  /** The delay reason in the underwriter's words: required with the delay reason `other`. */
  delayReasonText?: string | null;
  comment: string | null;
  /** The pre-decision task ran out of the strategy time: a delay reason is required. */
  timedOut: boolean;
}

export interface EquipmentSource {
  name: string | null;
  cost: number | null;
  /** The documents' spelling. */
  isProviderWorkWIthNDS: boolean;
  nonStandardNDS: number | null;
  isNotStandard: boolean;
}

export interface ServiceSource {
  code: string;
  name: string;
  cost: number | null;
  active: boolean;
  /** The client's cancellation of the service ('Отказаться от услуги'): it cannot be switched on again. */
  cancellation?: { cancelStatementDate: string; cancelUpPercentDate: string } | null;
}

export interface AccountSource {
  recipient: string | null;
  bik: string | null;
  number: string | null;
  bankName: string | null;
}

/** The release decision form (002 §3). */
export interface ReleaseSource {
  creditInfo: { costRequested: number | null; initialFeeClient: number | null; term: number | null };
  carCostAgreedClient: number | null;
  /**
   * Whether the client agreed to the car and its cost of the application (1), or not (0: the agreed cost is typed);
   * null: not asked yet (`change-agreed-auto/{choice}`, the form's choice).
   */
  agreedAuto?: number | null;
  autoService: { name: string | null; inn: string | null; cost: number | null };
  equipments: EquipmentSource[];
  services: ServiceSource[];
  account: AccountSource;
  /** The partner's account on file, which `loadAccount` copies into `account`. */
  partnerAccount: AccountSource | null;
}

export interface PledgeSource {
  id: number;
  status: PledgeStatus;
  collectionId: number | null;
  pledgors: PledgePledgor[];
  vehicles: PledgeVehicle[];
  /** The editor checked the data before sending it to the registry. */
  checked: boolean;
}

export interface FormDictionaries {
  genders: FormFieldChoice[];
  maritalStatuses: FormFieldChoice[];
  terms: FormFieldChoice[];
  programs: FormFieldChoice[];
  partners: FormFieldChoice[];
  stateSupport: FormFieldChoice[];
  decisions: FormFieldChoice[];
  reasonCodes: FormFieldChoice[];
  delayReasons: FormFieldChoice[];
  verifications: FormFieldChoice[];
  verificationStatuses: FormFieldChoice[];
  carConditions: FormFieldChoice[];
  carProductions: FormFieldChoice[];
  driverPassportTypes: FormFieldChoice[];
  /** The check select of a real-estate item (the documents do not show its values). */
  realEstateChecks: FormFieldChoice[];
  /** The titles of the decision types (`deal.decisionType`: `approved` 'Одобрение'...). */
  decisionTypes: FormFieldChoice[];
  cars: CarCatalog;
}
