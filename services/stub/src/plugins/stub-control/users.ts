import type { Control } from './control';

/** GET /__stub/users: the seeded users, and whether each still has the seeded password (never a password). */
export const users: Control = (app, route) =>
  route({
    method: 'GET',
    url: '/users',
    handler: async () => ({
      result: app.store.users.all().map((u) => ({
        id: u.id,
        username: u.username,
        fio: u.fio,
        email: u.email,
        roles: u.roles,
        privileges: u.privileges,
        salePoint: u.salePoint,
        passwordExpired: u.passwordExpired,
        seedPassword: u.seedPassword,
      })),
    }),
  });
