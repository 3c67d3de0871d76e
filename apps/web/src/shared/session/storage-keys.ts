/** Browser storage keys (000 §9, 002 §4); the browser tests rely on them. */
export const storageKeys = {
  access: 'access',
  refresh: 'refresh',
  appSessionId: 'appSessionId',
  lastEventId: 'mercureLastEventId',
  newTasksCount: 'newTasksCount',
  rescoringTasksCount: 'rescoringTasksCount',
  reworkTasksCount: 'reworkTasksCount',
} as const;
