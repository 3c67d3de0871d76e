import type { HubEvent } from '@autocredit/generated/api';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { underwriterCounters } from '../domain/deal-book';
import { DomainError } from '../domain/errors';
import { ROLE_GROUPS, inGroup } from '../domain/auth/roles';
import type { NotificationInput } from '../domain/notifications/notifications';
import { pledgeTexts } from '../domain/pledges';
import { newUnderTaskEvent, type Audience, type ProcessEffect } from '../domain/process';
import { roleTopic, subscribedUsers, userTopic } from '../domain/events/topics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs what a process transition asks for: events, notifications, the registry's later answer. */
    runEffects(effects: readonly ProcessEffect[]): void;
    /** Publishes `newUnderTask` with the current counters to every underwriter (their role topics). */
    publishUnderwriterCounters(): void;
    /** Publishes an event to the audience's private topics after `delayMs` (after the HTTP answer). */
    publishLater(to: Audience, event: HubEvent, delayMs: number): void;
    /** Publishes a recognition's progress to the uploader: one event per `recognitionStepMs`, the first after one. */
    publishRecognition(username: string, events: readonly HubEvent[]): void;
  }
}

/**
 * The process engine's effects, run after the HTTP answer: `publish` goes to the user's private topic after its
 * delay (checkWait wait, then success or cancel), `notify` creates notifications (published as they are made),
 * `underwriterQueueChanged` publishes `newUnderTask` with the counters to the underwriters' role topics, and
 * `pledgeSent` has the pledge registry answer after `registryDelayMs` (domain/pledges: registered, refused, queued
 * for payment), `assignmentQueued` starts an agreement's assignments after it (with `assignmentStartProcess`). An underwriter who subscribes to
 * the hub gets the current counters on their own topic at once, so that the side menu is right from sign-in.
 */
export const processEffectsPlugin = fp(
  async (app: FastifyInstance, opts: { registryDelayMs: number }) => {
    const { store, config } = app;
    const timers = new Set<NodeJS.Timeout>();

    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        try {
          run();
        } catch (error) {
          // A reset between the transition and its later part leaves nothing to act on.
          if (!(error instanceof DomainError)) app.log.error({ err: error }, 'a delayed process effect failed');
        }
      }, ms);
      timer.unref();
      timers.add(timer);
    };

    const usersOf = (to: Audience) =>
      'user' in to
        ? [store.users.byUsername(to.user)].filter((u) => u !== undefined)
        : store.users.all().filter((u) => u.roles.some((r) => to.roles.includes(r)));

    const publishTo = (to: Audience, event: HubEvent) => {
      const topics = usersOf(to).map((u) => userTopic(config.topicBase, u.id));
      if (topics.length > 0) app.hub.publish(topics, JSON.stringify(event), { private: true });
    };

    const notify = (to: Audience, notification: NotificationInput) => {
      for (const user of usersOf(to)) store.notifications.create(user.id, notification);
    };

    const registryAnswers = (pledgeId: number) => run(store.pledges.answer(store, pledgeId).effects);

    /** The queued pledges of an agreement start their assignment processes; whoever queued them is told. */
    const assignmentsStart = (agreementId: number, to: Audience) => {
      run(store.pledges.startAssignments(store, agreementId).effects);
      publishTo(to, { type: 'assignmentStartProcess', data: { message: pledgeTexts.assignmentStarted, agreementId } });
    };

    const publishCounters = (topics: string[]) => {
      const event = newUnderTaskEvent(underwriterCounters(store.world));
      app.hub.publish(topics, JSON.stringify(event), { private: true });
    };

    const run = (effects: readonly ProcessEffect[]) => {
      for (const effect of effects) {
        switch (effect.kind) {
          case 'publish':
            later(effect.delayMs, () => publishTo(effect.to, effect.event));
            break;
          case 'notify':
            notify(effect.to, effect.notification);
            break;
          case 'underwriterQueueChanged':
            publishCounters(ROLE_GROUPS.underwriters.map((role) => roleTopic(config.topicBase, role)));
            break;
          case 'pledgeSent':
            later(opts.registryDelayMs, () => registryAnswers(effect.pledgeId));
            break;
          case 'assignmentQueued':
            later(opts.registryDelayMs, () => assignmentsStart(effect.agreementId, effect.to));
            break;
        }
      }
    };

    app.decorate('runEffects', run);
    app.decorate('publishUnderwriterCounters', () => run([{ kind: 'underwriterQueueChanged' }]));
    app.decorate('publishLater', (to: Audience, event: HubEvent, delayMs: number) =>
      later(delayMs, () => publishTo(to, event)),
    );
    app.decorate('publishRecognition', (username: string, events: readonly HubEvent[]) =>
      events.forEach((event, i) => app.publishLater({ user: username }, event, config.recognitionStepMs * (i + 1))),
    );

    // The counters are right from sign-in: an underwriter's new subscription to their own topic gets them at once.
    app.onHubSubscribe((subscription) => {
      for (const id of subscribedUsers(config.topicBase, subscription)) {
        const user = store.users.get(id);
        if (user && inGroup(user.roles, 'underwriters')) publishCounters([userTopic(config.topicBase, id)]);
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    });
  },
  { name: 'process-effects', dependencies: ['event-hub'] },
);
