/** Query keys of the data shared by the shell and the features. */
export const queryKeys = {
  user: ['user'] as const,
  appInfo: ['app-info'] as const,
  unseenCount: ['notifications', 'unseen-count'] as const,
  rolesTitles: ['roles-titles'] as const,
};
