import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { ROLE_TITLES } from '../domain/auth/roles';
import { toUser, toUserRef } from '../domain/auth/users';
import { principalOf } from '../plugins/auth';

/** Sign-in, tokens, the current user, the password and impersonation (000 §4, §7). */
export default async function sessionRoutes(app: FastifyInstance) {
  const { contract } = app;

  app.route<ApiRoute<'createToken'>>({
    ...contract.route('createToken'),
    handler: (request, reply) =>
      app.limitSignIn(request, reply, () => app.store.sessions.signIn(request.body.username, request.body.password)),
  });

  app.route<ApiRoute<'refreshToken'>>({
    ...contract.route('refreshToken'),
    handler: async (request) => app.store.sessions.refresh(request.body.refreshToken),
  });

  app.route<ApiRoute<'deleteToken'>>({
    ...contract.route('deleteToken'),
    handler: async (request) => {
      app.store.sessions.signOut(request.body.refreshToken);
      return { result: true };
    },
  });

  app.route<ApiRoute<'getCurrentUser'>>({
    ...contract.route('getCurrentUser'),
    handler: async (request) => {
      const { user, session } = principalOf(request);
      return { result: toUser(user, session.adminId !== null) };
    },
  });

  app.route<ApiRoute<'getRolesTitles'>>({
    ...contract.route('getRolesTitles'),
    handler: async () => ({ result: ROLE_TITLES }),
  });

  app.route<ApiRoute<'changePassword'>>({
    ...contract.route('changePassword'),
    handler: async (request) => {
      const { password, confirm } = request.body;
      await app.store.sessions.changePassword(principalOf(request), password, confirm);
      return { result: true };
    },
  });

  app.route<ApiRoute<'takeImpersonation'>>({
    ...contract.route('takeImpersonation'),
    handler: async (request) => ({
      result: toUser(app.store.sessions.take(principalOf(request), request.body.username), true),
    }),
  });

  app.route<ApiRoute<'leaveImpersonation'>>({
    ...contract.route('leaveImpersonation'),
    handler: async (request) => ({ result: toUser(app.store.sessions.leave(principalOf(request)), false) }),
  });

  app.route<ApiRoute<'getImpersonationInfo'>>({
    ...contract.route('getImpersonationInfo'),
    handler: async (request) => {
      const { session, signedIn } = principalOf(request);
      const isSwitched = session.adminId !== null;
      return { result: { isSwitched, originalUser: isSwitched ? toUserRef(signedIn) : null } };
    },
  });
}
