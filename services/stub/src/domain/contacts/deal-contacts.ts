import type { DealContact, Role, SnapshotChangeSet } from '@autocredit/generated/api';
import type { CommentBook, CommentReader } from '../comments/comments';
import { DomainError } from '../errors';
import type { Persistable } from '../store/persistence';
import { inGroup } from '../auth/roles';
import {
  FEMALE_NAMES,
  MALE_NAMES,
  MAN,
  PATRONYMICS,
  SURNAMES,
  WOMAN,
  surnameFor,
  type Gender,
} from '../world/seed/names';
import { Random, mix } from '../world/seed/prng';

/** The texts of 002 §8 the deal contacts answer with. */
export const contactTexts = {
  notSaved: 'Ошибка редактирования',
  forbidden: 'Доступ к контакту запрещен',
  notFound: 'Контакт не найден',
  fio: 'Введите ФИО',
  phone: 'Телефон должен начинаться с +7 и содержать 10 цифр',
  type: 'Выберите тип контакта',
} as const;

/** The relations the stub gives (the contract leaves the set open) and their titles (`typeRole`). */
export const CONTACT_TYPES: Readonly<Record<string, string>> = {
  relative: 'Родственник',
  friend: 'Друг',
  colleague: 'Коллега',
  neighbour: 'Сосед',
  other: 'Другое',
};

export interface ContactInput {
  fio: string;
  phone: string;
  type: string;
}

export interface StoredContact extends ContactInput {
  id: number;
  /** Who added it; null for the contacts of the application (the seed). */
  authorId: number | null;
}

interface DealContacts {
  contacts: StoredContact[];
  /** The contacts at the previous snapshot of the deal (the change markers compare with it). */
  previous: StoredContact[];
}

export interface ContactState {
  nextId: number;
  deals: Record<string, DealContacts>;
}

/** Who looks at or changes contacts. */
export interface ContactUser {
  id: number;
  roles: readonly Role[];
}

/** Ids of added contacts start above every seeded one (deal number × 10 + n). */
const FIRST_ADDED_ID = 50_000_000;
const SEEDED_PER_DEAL = 10;

/** May change the deal's contacts (002 §6): the operators who enter the application and the underwriters who check it. */
export const mayEditContacts = (user: ContactUser): boolean =>
  inGroup(user.roles, 'operators') || inGroup(user.roles, 'underwriters');

const canModify = (user: ContactUser): boolean => mayEditContacts(user);
/** The underwriters delete any; the operators only those they added. */
const canDelete = (user: ContactUser, contact: StoredContact): boolean =>
  inGroup(user.roles, 'underwriters') || (mayEditContacts(user) && contact.authorId === user.id);

const same = (a: ContactInput, b: ContactInput) => a.fio === b.fio && a.phone === b.phone && a.type === b.type;

/** The input as kept: trimmed, checked as the dialog checks it (every field, the +7 mask); else 400 with each message. */
export function contactInput(input: ContactInput): ContactInput {
  const fio = input.fio.trim().replace(/\s+/g, ' ');
  const phone = input.phone.trim();
  const type = input.type.trim();
  const errors = [
    ...(fio === '' ? [{ propertyPath: 'fio', message: contactTexts.fio }] : []),
    ...(/^\+7\d{10}$/.test(phone) ? [] : [{ propertyPath: 'phone', message: contactTexts.phone }]),
    ...(type === '' ? [{ propertyPath: 'type', message: contactTexts.type }] : []),
  ];
  if (errors.length > 0) throw new DomainError('invalid', contactTexts.notSaved, errors);
  return { fio, phone, type };
}

/** The contacts a deal's application came with: none to three, people of the client's circle (deterministic). */
export function seededContacts(seed: number, dealId: number): StoredContact[] {
  const random = new Random(mix(seed, dealId), 'deal-contacts');
  const count = random.int(0, 3);
  const types = Object.keys(CONTACT_TYPES);
  const pick = <T>(list: readonly T[]): T => list[random.int(0, list.length - 1)]!;
  return Array.from({ length: count }, (_, k) => {
    const gender: Gender = random.chance(0.5) ? MAN : WOMAN;
    const first = pick(gender === MAN ? MALE_NAMES : FEMALE_NAMES);
    const patronymic = pick(PATRONYMICS)[gender === MAN ? 1 : 2];
    const fio = `${surnameFor(pick(SURNAMES), gender)} ${first} ${patronymic}`;
    const phone = `+79${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
    return { id: dealId * SEEDED_PER_DEAL + k + 1, fio, phone, type: pick(types), authorId: null };
  });
}

/**
 * The deals' additional contacts ('Контакты сделки', 002 §3, §7): seeded per deal from the world's seed, and kept once
 * changed (changed deals only). Every change is compared with the previous snapshot of the
 * deal's contacts (for the stub, the application's: the seed) for the change markers and `snapshot/changes`. Which
 * deal the user sees is the caller's (visibility.ts).
 */
export class DealContactBook implements Persistable<ContactState> {
  private state: ContactState = { nextId: FIRST_ADDED_ID, deals: {} };

  /** `seededDeal`: whether a deal came with the seeded world (a deal created at run time has no contacts of the seed). */
  constructor(
    private readonly seed: number,
    private readonly seededDeal: (dealId: number) => boolean = () => true,
  ) {}

  /** The deal's contacts as the user sees them (without comments; the caller adds them). */
  list(dealId: number, user: ContactUser): Omit<DealContact, 'comments'>[] {
    const deal = this.deal(dealId);
    return deal.contacts.map((c) => this.toContact(deal, c, user));
  }

  add(dealId: number, user: ContactUser, input: ContactInput): Omit<DealContact, 'comments'> {
    if (!mayEditContacts(user)) throw new DomainError('forbidden', contactTexts.forbidden);
    const deal = this.deal(dealId);
    const contact: StoredContact = { id: this.state.nextId++, ...contactInput(input), authorId: user.id };
    deal.contacts.push(contact);
    this.keep(dealId, deal);
    return this.toContact(deal, contact, user);
  }

  change(dealId: number, contactId: number, user: ContactUser, input: ContactInput): Omit<DealContact, 'comments'> {
    const deal = this.deal(dealId);
    const index = this.indexOf(deal, contactId);
    if (!canModify(user)) throw new DomainError('forbidden', contactTexts.forbidden);
    const contact = { ...deal.contacts[index]!, ...contactInput(input) };
    deal.contacts[index] = contact;
    this.keep(dealId, deal);
    return this.toContact(deal, contact, user);
  }

  delete(dealId: number, contactId: number, user: ContactUser): void {
    const deal = this.deal(dealId);
    const index = this.indexOf(deal, contactId);
    if (!canDelete(user, deal.contacts[index]!)) throw new DomainError('forbidden', contactTexts.forbidden);
    deal.contacts.splice(index, 1);
    this.keep(dealId, deal);
  }

  /** Whether the deal has this contact (the underwriters' comments on an additional contact). */
  has(dealId: number, contactId: number): boolean {
    return this.deal(dealId).contacts.some((c) => c.id === contactId);
  }

  /**
   * The deal and phone of a contact of any deal (a PBX call names the contact alone), without seeding a deal that
   * was never asked for; undefined when no deal has it. `isDeal`: whether a deal of that number exists.
   */
  locate(contactId: number, isDeal: (dealId: number) => boolean): { dealId: number; phone: string } | undefined {
    for (const [key, deal] of Object.entries(this.state.deals)) {
      const found = deal.contacts.find((c) => c.id === contactId);
      if (found) return { dealId: Number(key), phone: found.phone };
    }
    if (contactId >= FIRST_ADDED_ID) return undefined;
    const dealId = Math.floor(contactId / SEEDED_PER_DEAL);
    if (this.state.deals[String(dealId)] || !isDeal(dealId)) return undefined;
    const seeded = this.seeded(dealId).find((c) => c.id === contactId);
    return seeded && { dealId, phone: seeded.phone };
  }

  /** The contacts added, changed and deleted since the previous snapshot (ids). */
  changes(dealId: number): SnapshotChangeSet {
    const deal = this.deal(dealId);
    const before = new Map(deal.previous.map((c) => [c.id, c]));
    const now = new Set(deal.contacts.map((c) => c.id));
    return {
      added: deal.contacts.filter((c) => !before.has(c.id)).map((c) => c.id),
      changed: deal.contacts.filter((c) => before.has(c.id) && !same(before.get(c.id)!, c)).map((c) => c.id),
      deleted: deal.previous.filter((c) => !now.has(c.id)).map((c) => c.id),
    };
  }

  snapshot(): ContactState {
    return structuredClone(this.state);
  }

  restore(snapshot: ContactState): void {
    if (!snapshot || typeof snapshot.nextId !== 'number' || typeof snapshot.deals !== 'object') {
      throw new Error('not a deal contacts snapshot');
    }
    this.state = structuredClone(snapshot);
  }

  /** The deal's contacts: the kept ones, else the seed's (not kept: reading changes no saved state). */
  private deal(dealId: number): DealContacts {
    const kept = this.state.deals[String(dealId)];
    if (kept) return kept;
    const seeded = this.seeded(dealId);
    return { contacts: seeded, previous: structuredClone(seeded) };
  }

  /** The contacts the deal's application came with: the seed's for a seeded deal, none for a deal created since. */
  private seeded(dealId: number): StoredContact[] {
    return this.seededDeal(dealId) ? seededContacts(this.seed, dealId) : [];
  }

  /** Keeps the deal's contacts once changed. */
  private keep(dealId: number, deal: DealContacts): void {
    this.state.deals[String(dealId)] = deal;
  }

  private indexOf(deal: DealContacts, contactId: number): number {
    const index = deal.contacts.findIndex((c) => c.id === contactId);
    if (index < 0) throw new DomainError('not-found', contactTexts.notFound);
    return index;
  }

  private toContact(deal: DealContacts, c: StoredContact, user: ContactUser): Omit<DealContact, 'comments'> {
    const before = deal.previous.find((p) => p.id === c.id);
    const added = !before;
    const changed = !!before && !same(before, c);
    return {
      id: c.id,
      fio: c.fio,
      phone: c.phone,
      type: c.type,
      typeRole: CONTACT_TYPES[c.type] ?? null,
      canModify: canModify(user),
      canDelete: canDelete(user, c),
      changes: added || changed ? { added, changed, deleted: false } : null,
    };
  }
}

/** A refused contact's messages as the dialog shows them (each one of an array `result`), in the documents' words. */
export function contactMessages(errors: readonly { propertyPath: string; message: string }[]) {
  const own: Record<string, string> = { fio: contactTexts.fio, phone: contactTexts.phone, type: contactTexts.type };
  return errors.map((e) => ({ propertyPath: e.propertyPath, message: own[e.propertyPath] ?? e.message }));
}

/** A contact with the underwriters' comments on it (holder `additionalDealContact`). */
export function withContactComments<C extends { id: number }>(
  comments: CommentBook,
  dealId: number,
  viewer: CommentReader,
  contact: C,
): C & Pick<DealContact, 'comments'> {
  const thread = { kind: 'underwriter', holder: 'additionalDealContact', entityId: contact.id } as const;
  return { ...contact, comments: comments.list(dealId, thread, viewer) };
}

/**
 * The deal's contacts as `GET /api/autocredit/contacts/deal/{dealId}` answers them and the deal form's `dealContact`
 * field shows them: one store, so that a contact added with `/set` is in both.
 */
export function dealContactsOf(
  parts: { contacts: DealContactBook; comments: CommentBook },
  dealId: number,
  viewer: ContactUser,
): DealContact[] {
  return parts.contacts.list(dealId, viewer).map((c) => withContactComments(parts.comments, dealId, viewer, c));
}
