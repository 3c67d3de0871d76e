import type { Role } from '@autocredit/generated/api';
import { SEED_USERS } from '../../auth/seed-users';
import { SALE_POINTS } from './catalog-places';
import { FEMALE_NAMES, MALE_NAMES, MAN, PATRONYMICS, SURNAMES, WOMAN, surnameFor } from './names';
import type { Random } from './prng';

/**
 * A member of staff: the seeded users (who sign in) and more staff per role who exist only as creators and
 * assignees of deals and tasks.
 */
export interface StaffRecord {
  index: number;
  id: number;
  username: string;
  fio: string;
  roles: Role[];
  /** The sale point of an operator (goz, goz chief); null for the bank's staff. */
  salePointId: number | null;
  /** One of the seeded users of seed-users.ts. */
  seeded: boolean;
}

/** The unit a GOZ chief heads: the holding of the sale point, or the sale point itself when it has none. */
export function unitOf(salePointId: number): number {
  const point = SALE_POINTS.find((s) => s.id === salePointId);
  return point?.holdingId ?? 1000 + salePointId;
}

/** The extra staff of the bank's roles beside the seeded one. */
const BANK_STAFF: [Role, string, number][] = [
  ['ROLE_CREDIT_INSPECTOR', 'credit_inspector', 6],
  ['ROLE_RELEASE_MANAGER', 'release_manager', 5],
  ['ROLE_UNDERWRITER', 'underwriter', 12],
  ['ROLE_UNDERWRITER_EXTERNAL', 'underwriter_external', 3],
  ['ROLE_UNDERWRITER_CHIEF', 'underwriter_chief', 1],
  ['ROLE_PLEDGE_EDITOR', 'pledge_editor', 2],
];

export function generateStaff(random: Random): StaffRecord[] {
  const staff: StaffRecord[] = SEED_USERS.map((u, index) => ({
    index,
    id: u.id,
    username: u.username,
    fio: u.fio,
    roles: [...u.roles],
    salePointId: u.salePoint?.id ?? null,
    seeded: true,
  }));
  const fios = new Set(staff.map((s) => s.fio));
  const counters = new Map<string, number>();
  let nextId = 101;
  const add = (role: Role, prefix: string, salePointId: number | null) => {
    let fio: string;
    do {
      const gender = random.chance(0.5) ? MAN : WOMAN;
      const first = gender === MAN ? random.pick(MALE_NAMES) : random.pick(FEMALE_NAMES);
      const father = random.pick(PATRONYMICS);
      fio = `${surnameFor(random.pick(SURNAMES), gender)} ${first} ${father[gender === MAN ? 1 : 2]}`;
    } while (fios.has(fio));
    fios.add(fio);
    const n = (counters.get(prefix) ?? 1) + 1;
    counters.set(prefix, n);
    staff.push({
      index: staff.length,
      id: nextId++,
      username: `${prefix}${n}`,
      fio,
      roles: [role],
      salePointId,
      seeded: false,
    });
  };

  for (const point of SALE_POINTS) {
    const operators = point.weight > 1 ? 2 : random.int(1, 2);
    for (let i = 0; i < operators; i++) add('ROLE_GOZ', 'goz', point.id);
  }
  const headed = new Set(staff.filter((s) => s.roles.includes('ROLE_GOZ_CHIEF')).map((s) => unitOf(s.salePointId!)));
  for (const point of SALE_POINTS) {
    const unit = unitOf(point.id);
    if (headed.has(unit)) continue;
    headed.add(unit);
    add('ROLE_GOZ_CHIEF', 'goz_chief', point.id);
  }
  for (const [role, prefix, count] of BANK_STAFF) for (let i = 0; i < count; i++) add(role, prefix, null);
  return staff;
}
