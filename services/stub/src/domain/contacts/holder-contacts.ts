import type {
  CommentHolder,
  DealHolderContacts,
  EmployerContact,
  EmployerContacts,
  HolderContact,
  HolderContacts,
} from '@autocredit/generated/api';
import type { CommentBook, CommentReader } from '../comments/comments';
import type { FormSource, PersonSource } from '../forms/source';
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

/**
 * The contacts step of the deal (001 §2.3, §3 'Contacts response'): the client's, the spouse's, the third person's
 * and the employer's contacts, built from the deal's form data (so a phone changed on a form shows here) and, for
 * what the forms do not hold (e-mails, social networks, the employer's head and site), from the world's seed.
 *
 * Every contact has an id that names its deal and its place: HOLDER_ID_BASE + deal number × 16 + slot. PBX calls and
 * the comments `{role}Contact` use it.
 */
export const HOLDER_ID_BASE = 100_000_000;
const SLOTS_PER_DEAL = 16;

/** Whose contacts: a person of the deal or the client's employer (also the `snapshot/changes` paths of them). */
export type Holder = 'client' | 'spouse' | 'thirdFace' | 'employer';
/** The holders in the step's order. */
export const HOLDER_KEYS: readonly Holder[] = ['client', 'spouse', 'thirdFace', 'employer'];

/** The place of each contact in the deal's block of ids. */
const SLOT = {
  clientMobile: 0,
  clientRegistrationPhone: 1,
  clientActualPhone: 2,
  clientEmail: 3,
  clientSocial: 4,
  spouseMobile: 5,
  thirdFaceMobile: 6,
  employerWorkPhone: 8,
  employerHrPhone: 9,
  employerSite: 10,
} as const;

const holderOfSlot = (slot: number): Holder =>
  slot <= SLOT.clientSocial
    ? 'client'
    : slot === SLOT.spouseMobile
      ? 'spouse'
      : slot === SLOT.thirdFaceMobile
        ? 'thirdFace'
        : 'employer';

export const holderContactId = (dealId: number, slot: number) => HOLDER_ID_BASE + dealId * SLOTS_PER_DEAL + slot;

/** The deal number and holder of a contact id of the contacts step; undefined for another id. */
export function holderOfContactId(contactId: number): { dealId: number; holder: Holder } | undefined {
  if (contactId < HOLDER_ID_BASE) return undefined;
  const rest = contactId - HOLDER_ID_BASE;
  return { dealId: Math.floor(rest / SLOTS_PER_DEAL), holder: holderOfSlot(rest % SLOTS_PER_DEAL) };
}

/** The comment holder (`{role}Contact`) of a contact of this holder. */
export const commentHolderOf = (holder: Holder): CommentHolder => `${holder}Contact`;

const LATIN: Readonly<Record<string, string>> = Object.fromEntries(
  [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'].map((ch, i) => [
    ch,
    [
      'a',
      'b',
      'v',
      'g',
      'd',
      'e',
      'e',
      'zh',
      'z',
      'i',
      'y',
      'k',
      'l',
      'm',
      'n',
      'o',
      'p',
      'r',
      's',
      't',
      'u',
      'f',
      'kh',
      'ts',
      'ch',
      'sh',
      'shch',
      '',
      'y',
      '',
      'e',
      'yu',
      'ya',
    ][i]!,
  ]),
);

/** Latin letters for a Russian word (the passport transliteration, near enough for e-mails and sites). */
export const latin = (text: string): string =>
  [...text.toLowerCase()].map((ch) => LATIN[ch] ?? (/[a-z0-9]/.test(ch) ? ch : '')).join('');

const MAIL_DOMAINS = ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'list.ru', 'inbox.ru'] as const;

const fullName = (p: PersonSource) => [p.surName, p.firstName, p.middleName].filter((x) => x).join(' ');

/** A contact of a person as the step shows it (comments added by the caller). */
type Bare<T> = Omit<T, 'comments'>;

/**
 * A draw of the world's seed for one contact of the deal: each contact draws from its own stream, so that what it is
 * depends on its own data only (a contact compared with the deal's previous snapshot differs only where its data
 * does).
 */
type Draw = (label: string) => Random;

function clientContacts(draw: Draw, dealId: number, client: PersonSource): Bare<HolderContact>[] {
  const contacts: Bare<HolderContact>[] = [];
  const add = (slot: number, type: HolderContact['type'], value: string | null, note: string | null) => {
    if (value) contacts.push({ id: holderContactId(dealId, slot), type, value, note });
  };
  add(SLOT.clientMobile, 'mobilePhone', client.phone, 'Основной номер');
  // The second (landline) phone of a client without an employer is the home one; an employed client's is at work.
  const home = draw('registration-phone');
  const homeLine = home.chance(0.4) ? `+7495${home.digits(7)}` : null;
  if (!client.work?.employer) add(SLOT.clientRegistrationPhone, 'registrationPhone', homeLine, 'Домашний');
  const actual = draw('actual-phone');
  const actualLine = actual.chance(0.3) ? `+7495${actual.digits(7)}` : null;
  if (client.isHaveActual) add(SLOT.clientActualPhone, 'actualPhone', actualLine, null);
  const mail = draw('email');
  const login = `${latin(client.firstName ?? '').slice(0, 1)}${latin(client.surName ?? '')}`;
  const mailbox = mail.chance(0.7) ? `${login}${mail.int(1, 99)}@${MAIL_DOMAINS[mail.int(0, 5)]}` : null;
  add(SLOT.clientEmail, 'email', client.email ?? (login !== '' ? mailbox : null), null);
  const social = draw('social');
  if (social.chance(0.3))
    add(SLOT.clientSocial, 'socialNetwork', `https://vk.com/id${social.int(1_000_000, 799_999_999)}`, null);
  return contacts;
}

function personBlock(person: PersonSource | null, contacts: Bare<HolderContact>[]): Bare<HolderContacts> | null {
  if (!person) return null;
  const address = person.addressRegistration?.value;
  return { name: fullName(person), addressRegistration: address ? { value: address } : null, contacts };
}

function somebody(random: Random): string {
  const gender: Gender = random.chance(0.5) ? MAN : WOMAN;
  const pick = <T>(list: readonly T[]): T => list[random.int(0, list.length - 1)]!;
  const first = pick(gender === MAN ? MALE_NAMES : FEMALE_NAMES);
  const patronymic = pick(PATRONYMICS)[gender === MAN ? 1 : 2];
  return `${surnameFor(pick(SURNAMES), gender)} ${first} ${patronymic}`;
}

function employerBlock(draw: Draw, dealId: number, client: PersonSource): EmployerContacts | null {
  const employer = client.work?.employer;
  if (!employer) return null;
  // The employer's own data is the organisation's (another employer, other numbers); the work phone the client's.
  const random = draw(`employer:${employer.inn}`);
  const label = /«(.+)»/.exec(employer.shortName ?? employer.name)?.[1] ?? employer.name;
  const domain = `${latin(label).slice(0, 20) || `org${employer.inn}`}.ru`;
  const contacts: Bare<EmployerContact>[] = [];
  const extension = draw('work-phone');
  const workExtension = extension.chance(0.5) ? String(extension.int(100, 999)) : null;
  if (client.work?.workPhone) {
    contacts.push({
      id: holderContactId(dealId, SLOT.employerWorkPhone),
      phoneTypeTitle: 'Рабочий телефон',
      value: client.work.workPhone,
      additionalNumber: workExtension,
      note: 'Рабочий телефон клиента',
      fio: fullName(client),
      contactType: 'workPhone',
    });
  }
  contacts.push({
    id: holderContactId(dealId, SLOT.employerHrPhone),
    phoneTypeTitle: 'Рабочий телефон',
    value: `+7495${random.digits(7)}`,
    additionalNumber: String(random.int(100, 999)),
    note: 'Отдел кадров',
    fio: somebody(random),
    contactType: 'workPhone',
  });
  const site = `https://${domain}`;
  contacts.push({
    id: holderContactId(dealId, SLOT.employerSite),
    phoneTypeTitle: null,
    value: site,
    additionalNumber: null,
    note: null,
    fio: null,
    contactType: 'clientWorkSite',
  });
  return {
    name: employer.name,
    headFullName: somebody(random),
    mobileOfficeNumber: random.chance(0.6) ? `+79${random.digits(9)}` : null,
    organizationEmail: `info@${domain}`,
    organizationSite: site,
    comments: [],
    contacts,
  };
}

/** The deal's contacts by holder, without comments (deterministic for the seed and the deal's form data). */
export function holderContactsOf(seed: number, dealId: number, source: FormSource) {
  const draw: Draw = (label) => new Random(mix(seed, dealId), `holder-contacts:${label}`);
  const phoneOf = (slot: number, person: PersonSource | null): Bare<HolderContact>[] =>
    person?.phone ? [{ id: holderContactId(dealId, slot), type: 'mobilePhone', value: person.phone, note: null }] : [];
  return {
    client: personBlock(source.client.surName ? source.client : null, clientContacts(draw, dealId, source.client)),
    spouse: personBlock(source.spouse, phoneOf(SLOT.spouseMobile, source.spouse)),
    thirdFace: personBlock(source.thirdFace, phoneOf(SLOT.thirdFaceMobile, source.thirdFace)),
    employer: employerBlock(draw, dealId, source.client),
  };
}

/** One contact of the deal's contacts step by id: its value, whether it is a phone, its holder. */
export interface HolderContactFound {
  id: number;
  dealId: number;
  holder: Holder;
  value: string;
  phone: boolean;
}

export function findHolderContact(
  seed: number,
  dealId: number,
  source: FormSource,
  contactId: number,
): HolderContactFound | undefined {
  const blocks = holderContactsOf(seed, dealId, source);
  for (const holder of ['client', 'spouse', 'thirdFace'] as const) {
    const c = blocks[holder]?.contacts.find((x) => x.id === contactId);
    if (c) return { id: c.id, dealId, holder, value: c.value, phone: c.type !== 'email' && c.type !== 'socialNetwork' };
  }
  const e = blocks.employer?.contacts.find((x) => x.id === contactId);
  return e && { id: e.id, dealId, holder: 'employer', value: e.value, phone: e.contactType !== 'clientWorkSite' };
}

/**
 * The contacts step with the underwriters' comments on each contact (holder `{role}Contact`); the employer block's
 * `comments` are those on its contacts.
 */
export function withHolderComments(
  blocks: ReturnType<typeof holderContactsOf>,
  comments: CommentBook,
  dealId: number,
  viewer: CommentReader,
): DealHolderContacts {
  const thread = (holder: Holder, id: number) =>
    comments.list(dealId, { kind: 'underwriter', holder: commentHolderOf(holder), entityId: id }, viewer);
  const person = (holder: Exclude<Holder, 'employer'>): HolderContacts | null => {
    const block = blocks[holder];
    return block && { ...block, contacts: block.contacts.map((c) => ({ ...c, comments: thread(holder, c.id) })) };
  };
  const employerContacts = blocks.employer?.contacts.map((c) => ({ ...c, comments: thread('employer', c.id) }));
  // The employer's own comments: those on any of its contacts, oldest first.
  const employer = blocks.employer && {
    ...blocks.employer,
    comments: (employerContacts ?? [])
      .flatMap((c) => c.comments)
      .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id),
    contacts: employerContacts ?? [],
  };
  return { client: person('client'), spouse: person('spouse'), thirdFace: person('thirdFace'), employer };
}
