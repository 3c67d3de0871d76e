import type { Publish } from '../events/hub';
import { NotificationStore } from '../notifications/notifications';
import { seedNotifications } from '../notifications/seed-notifications';
import { SessionStore } from '../auth/sessions';
import { userTopic } from '../events/topics';
import { UserStore } from '../auth/users';
import { CommentBook } from '../comments/comments';
import { seededDealComments } from '../comments/seed-comments';
import { DealContactBook } from '../contacts/deal-contacts';
import { bkiReportFile } from '../finance/bki-report';
import { DEFAULT_PDN_DELAY_MS, FinanceBook } from '../finance/finance-book';
import { DEFAULT_FSSP_DELAY_MS, FsspBook } from '../fssp/fssp-book';
import { ComparisonBook, DEFAULT_COMPARISON_DELAY_MS } from '../comparison/comparison-book';
import { AdditionalCheckBook, DEFAULT_CHECK_DELAY_MS } from '../scoring/additional-checks';
import { ScoringBook } from '../scoring/scoring-book';
import { FileStore } from '../documents/file-store';
import { DocumentContents } from '../documents/file-content';
import { PbxBook } from '../pbx/pbx';
import { DealBook } from '../deal-book';
import { Lists } from '../lists/lists';
import { securityPhotos } from '../lists/security-photos';
import { PledgeBook, pledgeFile } from '../pledges';
import { DEFAULT_DEALS, DEFAULT_SEED, World } from '../world/world';
import { ReportBook } from '../reports/report-book';

/** The registrations the pledge registry account pays for when no balance is given. */
export const DEFAULT_PLEDGE_BALANCE = 37;

export interface StoreOptions {
  accessTtl: number;
  refreshTtl: number;
  topicBase: string;
  /** Where domain events go (the stub's own hub). */
  publish: Publish;
  now?: () => number;
  /** STUB_SEED: the seed of the world (same seed, same world). */
  seed?: number;
  /** STUB_DEALS: how many deals the seeded world has. */
  deals?: number;
  /** The `seconds` of the checkWait `wait` event. */
  checkWaitSeconds?: number;
  /** How long a PDN calculation waits for the credit bureau, ms (STUB_PDN_DELAY_MS). */
  pdnDelayMs?: number;
  /** How long a bailiff (FSSP) search takes before its event, ms (STUB_FSSP_DELAY_MS). */
  fsspDelayMs?: number;
  /** How long a deal comparison takes before its event, ms (STUB_COMPARISON_DELAY_MS). */
  comparisonDelayMs?: number;
  /** How long an additional check runs before its `completeCheck` event, ms (STUB_CHECK_DELAY_MS). */
  checkDelayMs?: number;
  /** How many pledge registrations the registry account pays for at start (STUB_PLEDGE_BALANCE). */
  pledgeBalance?: number;
}

/** The whole state of the stub, seeded. */
export interface Store {
  users: UserStore;
  sessions: SessionStore;
  notifications: NotificationStore;
  /** The domain world: sale points, staff, clients, deals, tasks, decisions, pledges. */
  world: World;
  /** The lists over the world (kept indexes; follow the world's changes). */
  lists: Lists;
  /** Each touched deal's process state and form data (after the world, so that it restores after it). */
  deals: DealBook;
  /** The pledges' lifecycle beyond their statuses: the registry balance and queue, agreements, restarts, log entries. */
  pledges: PledgeBook;
  /** The deals' comments (common, underwriter, on files) and the typical comments. */
  comments: CommentBook;
  /** The deals' additional contacts ('Контакты сделки') and their changes since the previous snapshot. */
  contacts: DealContactBook;
  /** The persons' budgets (incomes, charges, loans, extended incomes), the INNs found, the deals' ПДН. */
  finance: FinanceBook;
  /** The uploaded files, in memory within limits (not a part of the state file). */
  files: FileStore;
  /** The content of the deals' files: the uploaded ones, and the seeded ones made when asked for (a few cached). */
  contents: DocumentContents;
  /** The telephone exchange: the users' numbers, the calls to the deals' contacts and their records. */
  pbx: PbxBook;
  /** The court-bailiff (FSSP) searches of the deals' clients: when each is answered, whether it failed. */
  fssp: FsspBook;
  /** The deal comparisons (reuseCharacteristics): the counter of their hashes. */
  comparison: ComparisonBook;
  /** The deals' scoring: the check cache marks (the results are derived from the world); the checks' report files. */
  scoring: ScoringBook;
  /** The additional checks run on the deals ('История доп. проверок'). */
  additionalChecks: AdditionalCheckBook;
  /** The users' reports (002 §2, §3, §7): their records and the newest built files. */
  reports: ReportBook;
}

export async function createStore(options: StoreOptions): Promise<Store> {
  const now = options.now ?? Date.now;
  const users = await UserStore.seeded();
  const sessions = new SessionStore(users, { accessTtl: options.accessTtl, refreshTtl: options.refreshTtl, now });
  const notifications = new NotificationStore(options.publish, (id) => userTopic(options.topicBase, id), now);
  seedNotifications(
    notifications,
    users.all().map((u) => u.id),
  );
  const world = new World({ seed: options.seed ?? DEFAULT_SEED, deals: options.deals ?? DEFAULT_DEALS, now });
  const lists = new Lists(world);
  const deals = new DealBook(world, {
    now,
    ...(options.checkWaitSeconds !== undefined && { checkWaitSeconds: options.checkWaitSeconds }),
  });
  const pledges = new PledgeBook(world, {
    seed: options.seed ?? DEFAULT_SEED,
    balance: options.pledgeBalance ?? DEFAULT_PLEDGE_BALANCE,
    now,
  });
  const comments = new CommentBook(
    (id) => users.get(id) ?? world.staffById(id),
    now,
    (dealId) => seededDealComments(world, dealId),
  );
  const contacts = new DealContactBook(options.seed ?? DEFAULT_SEED, (id) => (world.dealRow(id) ?? -1) < world.size);
  const finance = new FinanceBook(world, options.seed ?? DEFAULT_SEED, {
    now,
    pdnDelayMs: options.pdnDelayMs ?? DEFAULT_PDN_DELAY_MS,
  });
  const files = new FileStore(now);
  const pbx = new PbxBook(options.seed ?? DEFAULT_SEED, (id) => (users.get(id) ?? world.staffById(id))?.fio, now);
  const fssp = new FsspBook(options.seed ?? DEFAULT_SEED, {
    now,
    delayMs: options.fsspDelayMs ?? DEFAULT_FSSP_DELAY_MS,
  });
  const comparison = new ComparisonBook(options.seed ?? DEFAULT_SEED, {
    delayMs: options.comparisonDelayMs ?? DEFAULT_COMPARISON_DELAY_MS,
  });
  const contents = new DocumentContents({ world, deals, files });
  const scoring = new ScoringBook(options.seed ?? DEFAULT_SEED, now);
  files.addSource((id, viewer) => scoring.reportFile({ world, lists, deals }, viewer, id));
  files.addSource(securityPhotos(world));
  files.addSource((id) => pledgeFile({ world, deals, pledges }, id));
  files.addSource((id, viewer) => bkiReportFile({ world, lists, finance }, viewer, id));
  const additionalChecks = new AdditionalCheckBook(options.seed ?? DEFAULT_SEED, {
    now,
    delayMs: options.checkDelayMs ?? DEFAULT_CHECK_DELAY_MS,
  });
  const reports = new ReportBook(options.seed ?? DEFAULT_SEED, now);
  return {
    users,
    sessions,
    notifications,
    world,
    lists,
    deals,
    pledges,
    comments,
    contacts,
    finance,
    files,
    contents,
    pbx,
    fssp,
    comparison,
    scoring,
    additionalChecks,
    reports,
  };
}
