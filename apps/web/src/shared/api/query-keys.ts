/**
 * Every TanStack Query key of the app, in one place: a feature asks here for the key of what it loads, and
 * invalidates by the prefixes below (`queryKeys.deals.all` refreshes every deal list and the priorities).
 */
export const queryKeys = {
  user: ['user'] as const,
  appInfo: ['app-info'] as const,
  rolesTitles: ['roles-titles'] as const,
  unseenCount: ['notifications', 'unseen-count'] as const,
  notifications: {
    page: (page: number, perPage: number) => ['notifications', 'page', page, perPage] as const,
  },
  users: {
    page: (query: object) => ['users', query] as const,
  },
  deals: {
    all: ['deals'] as const,
    page: (history: boolean, query: object) => ['deals', history ? 'history' : 'list', query] as const,
    priorities: ['deals', 'priorities'] as const,
  },
  tasks: {
    all: ['tasks'] as const,
    page: (kind: string, query: object) => ['tasks', kind, query] as const,
  },
};
