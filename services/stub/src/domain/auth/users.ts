import type { FieldError, User, UserListItem, UserRef } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import { hashPassword, verifyPassword } from './passwords';
import type { Persistable } from '../store/persistence';
import { SEED_PASSWORD, SEED_USERS, type SeedUser } from './seed-users';
import { array, boolean, number, object, string } from '../store/snapshot-shape';

/** A user as the store keeps it. */
export interface StoredUser extends Omit<SeedUser, 'passwordExpired'> {
  passwordHash: string;
  passwordExpired: boolean;
  /** Whether the password is still the seed's `secret`. */
  seedPassword: boolean;
}

export interface UserFilter {
  id?: number;
  email?: string;
  username?: string;
}

/** What changes of a user (the rest comes from the seed): saved to the state file and restored by id. */
export interface UserState {
  id: number;
  passwordHash: string;
  passwordExpired: boolean;
  seedPassword: boolean;
}

export const MIN_PASSWORD_LENGTH = 6;

// Hashing is slow on purpose; every app built in one process (tests) shares the seed hashes.
const seedHashes = new Map<string, Promise<string>>();
const seedHash = (username: string): Promise<string> => {
  let hash = seedHashes.get(username);
  if (!hash) {
    hash = hashPassword(SEED_PASSWORD);
    seedHashes.set(username, hash);
  }
  return hash;
};

/** Hash that unknown usernames are checked against, so a wrong username costs as long as a wrong password. */
const decoy = hashPassword('decoy');

export class UserStore implements Persistable<UserState[]> {
  private readonly byId = new Map<number, StoredUser>();
  private readonly byName = new Map<string, StoredUser>();

  private constructor(users: StoredUser[]) {
    for (const user of users) {
      this.byId.set(user.id, user);
      this.byName.set(user.username, user);
    }
  }

  /** The store with the seeded users (every password is `secret`). */
  static async seeded(): Promise<UserStore> {
    const users = await Promise.all(
      SEED_USERS.map(async ({ passwordExpired, ...seed }) => ({
        ...seed,
        passwordHash: await seedHash(seed.username),
        passwordExpired: passwordExpired ?? false,
        seedPassword: true,
      })),
    );
    return new UserStore(users);
  }

  get(id: number): StoredUser | undefined {
    return this.byId.get(id);
  }

  byUsername(username: string): StoredUser | undefined {
    return this.byName.get(username);
  }

  all(): StoredUser[] {
    return [...this.byId.values()];
  }

  /** The user whose username and password these are, or undefined. */
  async authenticate(username: string, password: string): Promise<StoredUser | undefined> {
    const user = this.byName.get(username);
    const ok = await verifyPassword(password, user?.passwordHash ?? (await decoy));
    return ok ? user : undefined;
  }

  /**
   * Sets a new password (and clears the expired flag) after the rules: confirmation equal, at least
   * MIN_PASSWORD_LENGTH characters, different from the current one. Throws `invalid` with field errors.
   */
  async changePassword(user: StoredUser, password: string, confirm: string): Promise<void> {
    const errors: FieldError[] = [];
    if (password.length < MIN_PASSWORD_LENGTH) {
      errors.push({
        propertyPath: 'password',
        message: `Пароль должен содержать не менее ${MIN_PASSWORD_LENGTH} символов`,
      });
    } else if (await verifyPassword(password, user.passwordHash)) {
      errors.push({ propertyPath: 'password', message: 'Новый пароль должен отличаться от текущего' });
    }
    if (confirm !== password) errors.push({ propertyPath: 'confirm', message: 'Пароли не совпадают' });
    if (errors.length > 0) throw new DomainError('invalid', 'Пароль не изменен', errors);
    user.passwordHash = await hashPassword(password);
    user.passwordExpired = false;
    user.seedPassword = false;
  }

  snapshot(): UserState[] {
    return this.all().map(({ id, passwordHash, passwordExpired, seedPassword }) => ({
      id,
      passwordHash,
      passwordExpired,
      seedPassword,
    }));
  }

  /**
   * Sets the password state of the users in the snapshot, in place (the user objects stay the same); users the
   * seed does not have are ignored, users the snapshot does not have keep theirs.
   */
  restore(snapshot: UserState[]): void {
    const states = array(snapshot, 'users').map((item, i) => {
      const raw = object(item, `users[${i}]`);
      return {
        id: number(raw.id, `users[${i}].id`),
        passwordHash: string(raw.passwordHash, `users[${i}].passwordHash`),
        passwordExpired: boolean(raw.passwordExpired, `users[${i}].passwordExpired`),
        seedPassword: boolean(raw.seedPassword, `users[${i}].seedPassword`),
      };
    });
    for (const { id, ...state } of states) {
      const user = this.byId.get(id);
      if (user) Object.assign(user, state);
    }
  }

  /** Users matching the filter (id exactly; email and username by substring, any case), by id. */
  find(filter: UserFilter): StoredUser[] {
    const email = filter.email?.toLowerCase();
    const username = filter.username?.toLowerCase();
    return this.all().filter(
      (u) =>
        (filter.id === undefined || u.id === filter.id) &&
        (!email || u.email.toLowerCase().includes(email)) &&
        (!username || u.username.toLowerCase().includes(username)),
    );
  }
}

export function toUser(user: StoredUser, isSwitched: boolean): User {
  return {
    id: user.id,
    username: user.username,
    fio: user.fio,
    email: user.email,
    roles: [...user.roles],
    allPrivileges: [...user.privileges],
    isSwitched,
    salePoint: user.salePoint,
  };
}

export function toUserRef(user: StoredUser): UserRef {
  return { id: user.id, username: user.username, fio: user.fio };
}

export function toUserListItem(user: StoredUser): UserListItem {
  return { id: user.id, username: user.username, fio: user.fio, email: user.email };
}
