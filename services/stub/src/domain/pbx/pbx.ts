import type { CallRecord, PbxUserContact } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import type { Persistable } from '../store/persistence';
import { Random, mix } from '../world/seed/prng';
import { DAY, HOUR, WORLD_NOW } from '../world/time';
import { callSound, encodeWav } from './wav';

/** A contact a call can be placed to or whose calls are listed: its deal and its value (a phone, or not). */
export interface CallTarget {
  contactId: number;
  dealId: number;
  value: string;
  /** Whether the value is a phone (an e-mail, a social network or a site cannot be called). */
  phone: boolean;
}

export const pbxTexts = {
  contactNotFound: 'Контакт не найден',
  userContactNotFound: 'Номер для звонка не найден',
  callNotFound: 'Звонок не найден',
  noRecord: 'Запись разговора недоступна',
  notPlaced: 'Не удалось совершить звонок',
} as const;

/** The outcomes of a call (the contract leaves the set open; these are its examples' codes, 'Отвечен'...). */
export const CALL_STATUSES = {
  answered: 'Отвечен',
  noAnswer: 'Нет ответа',
  busy: 'Занято',
  failed: 'Ошибка',
  inProgress: 'Идёт разговор',
} as const;
export type CallStatus = keyof typeof CALL_STATUSES;

export interface StoredCall {
  id: number;
  userId: number;
  userFio: string;
  caller: string;
  callee: string;
  /** Epoch ms. */
  createdAt: number;
  talkDuration: number;
  status: CallStatus;
  downloaded: boolean;
}

export interface PbxState {
  nextCallId: number;
  /** The calls of every contact asked about, by contact id (seeded ones the first time), oldest first. */
  calls: Record<string, StoredCall[]>;
}

/** Who calls. */
export interface PbxUser {
  id: number;
  fio: string;
}

/** Seeded calls are numbered contact id × 4 + n (n = 1…3); placed ones from here on. */
const SEEDED_PER_CONTACT = 4;
export const FIRST_PLACED_CALL_ID = 1_000_000_000;
/** A record lasts as long as the talk, at most this long (a short file is enough for a stand-in). */
export const MAX_RECORD_SECONDS = 10;
/** The seeded underwriters (underwriter, underwriter_chief) made the seeded calls. */
const SEEDED_CALLERS = [6, 8] as const;

/** The user's numbers for calls: two or three city numbers, the first the default (deterministic per user). */
export function userContactsOf(seed: number, userId: number): PbxUserContact[] {
  const random = new Random(mix(seed, userId), 'pbx-user-contacts');
  const count = 2 + (userId % 2);
  const base = random.int(1_000_000, 9_999_000);
  return Array.from({ length: count }, (_, k) => ({
    id: userId * 10 + k + 1,
    value: `+7495${String(base + k)}`,
    isDefault: k === 0,
  }));
}

/** The outcome of a call: answered (with a talk), no answer or busy; deterministic from the call's id. */
function outcome(random: Random): Pick<StoredCall, 'status' | 'talkDuration' | 'downloaded'> {
  const status = (['answered', 'noAnswer', 'busy'] as const)[random.weighted([60, 25, 15])]!;
  const talkDuration = status === 'answered' ? random.int(8, 300) : 0;
  return { status, talkDuration, downloaded: status === 'answered' };
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * The telephone exchange (001 §2.9 call chat): the users' numbers, the calls placed to the deals' contacts and their
 * records. Some phone contacts come with past calls (seeded from the world's seed the first time a contact's calls
 * are asked for, then kept); a placed call gets its outcome at once. A call's record is a short WAV of the ring-back
 * tone and the dialled digits.
 */
export class PbxBook implements Persistable<PbxState> {
  private state: PbxState = { nextCallId: FIRST_PLACED_CALL_ID, calls: {} };

  constructor(
    private readonly seed: number,
    private readonly fioOf: (userId: number) => string | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  userContacts(userId: number): PbxUserContact[] {
    return userContactsOf(this.seed, userId);
  }

  /** The calls to the contact, newest first. */
  calls(target: CallTarget): CallRecord[] {
    return this.callsOf(target)
      .slice()
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map(toRecord);
  }

  /** Places a call from one of the user's numbers to a phone contact: the call's id. */
  place(user: PbxUser, userContactId: number, target: CallTarget): number {
    const from = this.userContacts(user.id).find((c) => c.id === userContactId);
    if (!from) throw new DomainError('not-found', pbxTexts.userContactNotFound);
    if (!target.phone) throw new DomainError('invalid', pbxTexts.notPlaced);
    const id = this.state.nextCallId++;
    const call: StoredCall = {
      id,
      userId: user.id,
      userFio: user.fio,
      caller: from.value,
      callee: target.value,
      createdAt: this.now(),
      ...outcome(new Random(mix(this.seed, id), 'pbx-call')),
    };
    this.callsOf(target).push(call);
    return id;
  }

  /**
   * The contact a call was made to (the caller then checks that the user sees its deal), or 404: a placed call is
   * looked up, a seeded one is numbered after its contact.
   */
  contactOfCall(callId: number): number {
    if (callId >= FIRST_PLACED_CALL_ID) {
      for (const [key, calls] of Object.entries(this.state.calls)) {
        if (calls.some((c) => c.id === callId)) return Number(key);
      }
      throw new DomainError('not-found', pbxTexts.callNotFound);
    }
    return Math.floor(callId / SEEDED_PER_CONTACT);
  }

  /** The record of a call to this contact: a WAV file; 404 for no such call or a call without a record. */
  record(target: CallTarget, callId: number): { fileName: string; content: Buffer } {
    const call = this.callsOf(target).find((c) => c.id === callId);
    if (!call) throw new DomainError('not-found', pbxTexts.callNotFound);
    if (!call.downloaded) throw new DomainError('not-found', pbxTexts.noRecord);
    const seconds = Math.max(1, Math.min(call.talkDuration, MAX_RECORD_SECONDS));
    return { fileName: `call-${call.id}.wav`, content: encodeWav(callSound(seconds, digitsOf(call.callee))) };
  }

  snapshot(): PbxState {
    return structuredClone(this.state);
  }

  restore(snapshot: PbxState): void {
    if (!snapshot || typeof snapshot.nextCallId !== 'number' || typeof snapshot.calls !== 'object') {
      throw new Error('not a PBX snapshot');
    }
    this.state = structuredClone(snapshot);
  }

  private callsOf(target: CallTarget): StoredCall[] {
    const key = String(target.contactId);
    let calls = this.state.calls[key];
    if (!calls) {
      calls = target.phone ? this.seeded(target) : [];
      this.state.calls[key] = calls;
    }
    return calls;
  }

  /** A third of the phone contacts were called before: one to three calls in the last two weeks. */
  private seeded(target: CallTarget): StoredCall[] {
    const random = new Random(mix(this.seed, target.contactId), 'pbx-seeded-calls');
    if (!random.chance(1 / 3)) return [];
    const count = random.int(1, 3);
    let at = WORLD_NOW - random.int(1, 14) * DAY;
    return Array.from({ length: count }, (_, k) => {
      at += random.int(1, 30) * HOUR + random.int(0, 59) * 60_000;
      const userId = SEEDED_CALLERS[random.int(0, SEEDED_CALLERS.length - 1)]!;
      const id = target.contactId * SEEDED_PER_CONTACT + k + 1;
      return {
        id,
        userId,
        userFio: this.fioOf(userId) ?? '',
        caller: this.userContacts(userId)[0]!.value,
        callee: target.value,
        createdAt: Math.min(at, WORLD_NOW),
        ...outcome(random),
      };
    });
  }
}

const toRecord = (c: StoredCall): CallRecord => ({
  id: c.id,
  userFio: c.userFio,
  caller: c.caller,
  callee: c.callee,
  createdAt: Math.floor(c.createdAt / 1000),
  talkDuration: c.talkDuration,
  status: c.status,
  downloaded: c.downloaded,
});
