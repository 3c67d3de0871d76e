import type { Role } from '@autocredit/generated/api';
import { inGroup } from '../auth/roles';
import { Random, mix } from '../world/seed/prng';
import { WORLD_NOW } from '../world/time';
import type { World } from '../world/world';

/**
 * The typical comments every user of these roles starts with (002 §3 'Typical comment'): the stub's own texts, shared
 * with the roles that write comments on the task pages.
 */
export const SEED_TYPICAL: ReadonlyArray<{ text: string; isPrivate: boolean; roles: Role[]; authorId: number }> = [
  {
    text: 'Требуется подтверждение дохода справкой 2-НДФЛ',
    isPrivate: false,
    roles: ['ROLE_UNDERWRITER', 'ROLE_UNDERWRITER_EXTERNAL', 'ROLE_UNDERWRITER_CHIEF', 'ROLE_RELEASE_MANAGER'],
    authorId: 8,
  },
  {
    text: 'Место работы подтверждено звонком работодателю',
    isPrivate: false,
    roles: ['ROLE_UNDERWRITER', 'ROLE_UNDERWRITER_EXTERNAL', 'ROLE_UNDERWRITER_CHIEF'],
    authorId: 8,
  },
  {
    text: 'Клиент не отвечает на звонки, требуется повторный звонок',
    isPrivate: false,
    roles: ['ROLE_UNDERWRITER', 'ROLE_UNDERWRITER_EXTERNAL', 'ROLE_UNDERWRITER_CHIEF', 'ROLE_GOZ', 'ROLE_GOZ_CHIEF'],
    authorId: 8,
  },
  {
    text: 'Скан документа нечитаемый, прошу загрузить заново',
    isPrivate: false,
    roles: ['ROLE_CREDIT_INSPECTOR', 'ROLE_RELEASE_MANAGER', 'ROLE_UNDERWRITER', 'ROLE_UNDERWRITER_CHIEF'],
    authorId: 8,
  },
  { text: 'Перезвонить клиенту после 18:00', isPrivate: true, roles: [], authorId: 6 },
];

/** A comment of the deal's common thread that the seeded world comes with. */
export interface SeededComment {
  text: string;
  /** Unix seconds. */
  createdAt: number;
  authorId: number;
}

/** What each kind of worker writes in the common thread of a deal (the stub's own texts). */
const TEXTS: ReadonlyArray<{ roles: (roles: readonly Role[]) => boolean; texts: readonly string[] }> = [
  {
    roles: (r) => inGroup(r, 'operators'),
    texts: [
      'Клиент просит перезвонить после 15:00',
      'Справку о доходах клиент привезёт завтра',
      'Первоначальный взнос вносится наличными в кассу салона',
      'Клиент уточнил место работы, данные исправлены',
      'Клиент на связи по мобильному, домашний телефон не отвечает',
    ],
  },
  {
    roles: (r) => inGroup(r, 'underwriters'),
    texts: [
      'Уточните стаж на текущем месте работы',
      'Требуется справка о доходах за последние 6 месяцев',
      'Телефон работодателя не отвечает, прошу уточнить номер',
      'Доход подтверждён, замечаний нет',
      'Прошу уточнить сумму первоначального взноса',
    ],
  },
  {
    roles: (r) => inGroup(r, 'creditInspectors'),
    texts: [
      'Документы проверены, замечаний нет',
      'Скан паспорта нечитаемый, прошу загрузить заново',
      'Нет подписи клиента на согласии на запрос в БКИ',
    ],
  },
  {
    roles: (r) => inGroup(r, 'releaseManagers'),
    texts: ['Счёт открыт, ожидаем подписания договора', 'Платёжное поручение отправлено в салон'],
  },
];

/** The share of the seeded deals that come with comments. */
const COMMENTED_SHARE = 0.45;

/**
 * The common comments a seeded deal comes with (deterministic from the world's seed and the deal): about half the
 * deals have one to three, written by the people who worked the deal (its creator, the assignees of its tasks),
 * each some minutes after that person took the deal up, oldest first. Deals created since the seed have none.
 */
export function seededDealComments(world: World, dealId: number): SeededComment[] {
  const row = world.dealRow(dealId);
  if (row === undefined || row >= world.size) return [];
  const random = new Random(mix(world.seed, dealId), 'deal-comments');
  if (!random.chance(COMMENTED_SHARE)) return [];

  const { deals, tasks, staff } = world;
  const moments: Array<{ staff: number; at: number }> = [];
  if (deals.creator[row]! >= 0) moments.push({ staff: deals.creator[row]!, at: deals.createdAt[row]! });
  for (const task of world.dealTasks(row)) {
    const worker = tasks.assignee[task]! >= 0 ? tasks.assignee[task]! : tasks.lastAssignee[task]!;
    if (worker >= 0) moments.push({ staff: worker, at: tasks.created[task]! });
  }
  const end = Number.isNaN(deals.finishedAt[row]!) ? WORLD_NOW : deals.finishedAt[row]!;
  const comments: SeededComment[] = [];
  for (let n = random.int(1, 3); n > 0 && moments.length > 0; n--) {
    const moment = moments.splice(random.int(0, moments.length - 1), 1)[0]!;
    const author = staff[moment.staff];
    const texts = author && TEXTS.find((t) => t.roles(author.roles))?.texts;
    if (!author || !texts) continue;
    const at = Math.min(moment.at + random.int(3, 90) * 60_000, Math.max(moment.at, end));
    comments.push({
      text: texts[random.int(0, texts.length - 1)]!,
      createdAt: Math.floor(at / 1000),
      authorId: author.id,
    });
  }
  return comments.sort((a, b) => a.createdAt - b.createdAt);
}
