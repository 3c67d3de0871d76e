import type { Comment, CommentHolder, CommentUser, Role, TypicalComment } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import type { Persistable } from '../store/persistence';
import { ROLE_TITLES, inGroup } from '../auth/roles';
import { SEED_TYPICAL, type SeededComment } from './seed-comments';

/** The texts of 002 §8 the comments answer with. */
export const commentTexts = {
  emptyText: 'Введите текст комментария',
  notDeleted: 'Не удалось удалить комментарий',
  notFound: 'Комментарий не найден',
  fileNotFound: 'Файл не найден',
} as const;

/** Where a comment hangs: the deal's common thread, the underwriters' (on the deal or a contact), a file of the deal. */
export type CommentThread =
  | { kind: 'common' }
  | { kind: 'underwriter'; holder: CommentHolder; entityId: number }
  | { kind: 'file'; fileId: number };

/** A stored comment: its deal, its thread and its author's id (the author's name is read when it is shown). */
export interface StoredComment {
  id: number;
  dealId: number;
  thread: CommentThread;
  text: string;
  /** Unix seconds. */
  createdAt: number;
  authorId: number;
}

export interface StoredTypicalComment {
  id: number;
  text: string;
  isPrivate: boolean;
  roles: Role[];
  authorId: number;
}

export interface CommentState {
  nextId: number;
  nextTypicalId: number;
  comments: StoredComment[];
  typical: StoredTypicalComment[];
  /** The deals whose seeded comments were added to `comments` (the first time the deal's comments were asked for). */
  seeded?: Record<string, true>;
}

/** Who writes or reads comments. */
export interface CommentReader {
  id: number;
  roles: readonly Role[];
}

/** An author as the comments show them. */
export interface CommentAuthor {
  id: number;
  fio: string;
  username: string;
  roles: readonly Role[];
}

const FIRST_COMMENT_ID = 88_000;
/** Ids of seeded comments: above every added one, deal id × 10 + n. */
const SEEDED_COMMENT_BASE = 100_000_000;
const SEEDED_PER_DEAL = 10;

function seedState(): CommentState {
  return {
    nextId: FIRST_COMMENT_ID,
    nextTypicalId: SEED_TYPICAL.length + 1,
    comments: [],
    seeded: {},
    typical: SEED_TYPICAL.map((t, i) => ({ ...t, roles: [...t.roles], id: i + 1 })),
  };
}

const sameThread = (a: CommentThread, b: CommentThread): boolean => {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'underwriter' && b.kind === 'underwriter') return a.holder === b.holder && a.entityId === b.entityId;
  if (a.kind === 'file' && b.kind === 'file') return a.fileId === b.fileId;
  return true;
};

const entityOf = (comment: StoredComment): number => {
  const { thread } = comment;
  if (thread.kind === 'underwriter') return thread.entityId;
  if (thread.kind === 'file') return thread.fileId;
  return comment.dealId;
};

/** The text as kept: trimmed; an empty one is refused with 'Введите текст комментария' on `text`. */
export function commentText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') {
    throw new DomainError('invalid', commentTexts.emptyText, [
      { propertyPath: 'text', message: commentTexts.emptyText },
    ]);
  }
  return trimmed;
}

/** Whether these roles read the underwriters' comments: not the auditors (001 §6 'no comments'), unless they also work tasks. */
export const readsUnderwriterComments = (roles: readonly Role[]): boolean =>
  !roles.includes('ROLE_AUDITOR') || inGroup(roles, 'taskWorkers');

/** Who may create typical comments (002 §6: the underwriter's task page has 'comments with typical comments that can be created'). */
export const canCreateTypicalComments = (roles: readonly Role[]): boolean => inGroup(roles, 'underwriters');

/** Whether a typical comment is one the reader sees: their own private ones, the shared ones of one of their roles. */
const seesTypical = (t: StoredTypicalComment, reader: CommentReader): boolean =>
  t.isPrivate ? t.authorId === reader.id : t.roles.some((r) => reader.roles.includes(r));

/**
 * The deals' comments (001 §3, 002 §3, §7 'Contacts, comments, reasons'): the common thread every role sees, the
 * underwriters' on the deal and its contacts, those on files; and the typical (template) comments. The author may
 * delete their own comments; only private typical comments may be deleted, by their author. Which deal the user
 * sees is the caller's (visibility.ts); this part only keeps and answers the comments.
 */
export class CommentBook implements Persistable<CommentState> {
  private state: CommentState = seedState();

  /**
   * @param seededOf the common comments a deal of the seeded world comes with (deterministic); they join the deal's
   *   thread the first time its comments are asked for, and are kept from then on as any other.
   */
  constructor(
    private readonly authorOf: (id: number) => CommentAuthor | undefined,
    private readonly now: () => number = Date.now,
    private readonly seededOf: (dealId: number) => SeededComment[] = () => [],
  ) {}

  /**
   * The comments of one thread of a deal, oldest first, as the reader sees them; the underwriters' are hidden from
   * auditors (none, also where a contact carries its comments).
   */
  list(dealId: number, thread: CommentThread, reader: CommentReader): Comment[] {
    if (thread.kind === 'underwriter' && !readsUnderwriterComments(reader.roles)) return [];
    this.seed(dealId);
    return this.state.comments
      .filter((c) => c.dealId === dealId && sameThread(c.thread, thread))
      .map((c) => this.toComment(c, reader));
  }

  /** Every comment of a kind of thread of the deal (the files' comments of `GET /api/comment/get/{dealId}/files`). */
  listKind(dealId: number, kind: CommentThread['kind'], reader: CommentReader): Comment[] {
    this.seed(dealId);
    return this.state.comments
      .filter((c) => c.dealId === dealId && c.thread.kind === kind)
      .map((c) => this.toComment(c, reader));
  }

  add(dealId: number, thread: CommentThread, author: CommentReader, text: string): Comment {
    this.seed(dealId);
    const comment: StoredComment = {
      id: this.state.nextId++,
      dealId,
      thread,
      text: commentText(text),
      createdAt: Math.floor(this.now() / 1000),
      authorId: author.id,
    };
    this.state.comments.push(comment);
    return this.toComment(comment, author);
  }

  /**
   * The deal a comment belongs to (the caller checks that the user sees it), or not found. Asking changes nothing:
   * a seeded comment's deal is seeded only when the deal has that comment.
   */
  dealOf(commentId: number): number {
    if (Number.isSafeInteger(commentId) && commentId >= SEEDED_COMMENT_BASE) {
      const dealId = Math.floor((commentId - SEEDED_COMMENT_BASE) / SEEDED_PER_DEAL);
      const k = (commentId - SEEDED_COMMENT_BASE) % SEEDED_PER_DEAL;
      const seeded = this.state.seeded?.[String(dealId)] === true;
      if (!seeded && k < Math.min(this.seededOf(dealId).length, SEEDED_PER_DEAL)) this.seed(dealId);
    }
    const comment = this.state.comments.find((c) => c.id === commentId);
    if (!comment) throw new DomainError('not-found', commentTexts.notFound);
    return comment.dealId;
  }

  /** Deletes the user's own comment; someone else's is 403 'Не удалось удалить комментарий'. */
  delete(commentId: number, user: CommentReader): void {
    const index = this.state.comments.findIndex((c) => c.id === commentId);
    if (index < 0) throw new DomainError('not-found', commentTexts.notFound);
    if (this.state.comments[index]!.authorId !== user.id) throw new DomainError('forbidden', commentTexts.notDeleted);
    this.state.comments.splice(index, 1);
  }

  /** The typical comments the reader sees, and whether they may add some. */
  typical(reader: CommentReader): { comments: TypicalComment[]; canCreateTypicalComments: boolean } {
    return {
      comments: this.state.typical.filter((t) => seesTypical(t, reader)).map(toTypical),
      canCreateTypicalComments: canCreateTypicalComments(reader.roles),
    };
  }

  addTypical(
    author: CommentReader,
    input: { text: string; isPrivate: boolean; roles?: readonly Role[] },
  ): TypicalComment {
    if (!canCreateTypicalComments(author.roles)) throw new DomainError('forbidden', 'Не удалось добавить комментарий');
    const typical: StoredTypicalComment = {
      id: this.state.nextTypicalId++,
      text: commentText(input.text),
      isPrivate: input.isPrivate,
      roles: input.isPrivate ? [] : [...new Set(input.roles ?? [])],
      authorId: author.id,
    };
    this.state.typical.push(typical);
    return toTypical(typical);
  }

  /** Deletes one of the user's private typical comments; a shared one is 403, another's private one 404. */
  deleteTypical(id: number, user: CommentReader): void {
    const index = this.state.typical.findIndex((t) => t.id === id);
    const typical = this.state.typical[index];
    if (!typical || (typical.isPrivate && typical.authorId !== user.id)) {
      throw new DomainError('not-found', commentTexts.notFound);
    }
    if (!typical.isPrivate || typical.authorId !== user.id) {
      throw new DomainError('forbidden', commentTexts.notDeleted);
    }
    this.state.typical.splice(index, 1);
  }

  snapshot(): CommentState {
    return structuredClone(this.state);
  }

  restore(snapshot: CommentState): void {
    if (!snapshot || !Array.isArray(snapshot.comments) || !Array.isArray(snapshot.typical)) {
      throw new Error('not a comments snapshot');
    }
    this.state = structuredClone(snapshot);
    this.state.seeded ??= {};
  }

  /** Adds the deal's seeded comments, the first time. */
  private seed(dealId: number): void {
    const seeded = (this.state.seeded ??= {});
    if (seeded[String(dealId)]) return;
    seeded[String(dealId)] = true;
    const comments = this.seededOf(dealId).slice(0, SEEDED_PER_DEAL);
    this.state.comments.push(
      ...comments.map((c, k) => ({
        id: SEEDED_COMMENT_BASE + dealId * SEEDED_PER_DEAL + k,
        dealId,
        thread: { kind: 'common' } as const,
        ...c,
      })),
    );
  }

  private toComment(c: StoredComment, reader: CommentReader): Comment {
    return {
      id: c.id,
      text: c.text,
      createdAt: c.createdAt,
      canDelete: c.authorId === reader.id,
      entityId: entityOf(c),
      user: this.userOf(c.authorId),
    };
  }

  private userOf(id: number): CommentUser {
    const author = this.authorOf(id);
    if (!author) return { id, fio: 'Пользователь удалён', position: null };
    const role = author.roles[0];
    return { id, fio: author.fio, position: role ? ROLE_TITLES[role] : null, username: author.username };
  }
}

const toTypical = (t: StoredTypicalComment): TypicalComment => ({
  id: t.id,
  text: t.text,
  isPrivate: t.isPrivate,
  roles: [...t.roles],
});
