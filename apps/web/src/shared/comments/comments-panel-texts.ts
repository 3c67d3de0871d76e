import type { Role } from '@autocredit/generated/api';

/** The texts of the task pages' comments panel and its typical comments (002 §5, §8). */
export const commentsPanelTexts = {
  typicalNotLoaded: 'Не удалось получить список типовых комментариев',
  typicalNotAdded: 'Не удалось добавить комментарий',
  typicalNotDeleted: 'Не удалось удалить комментарий',
  typicalAdded: 'Типовой комментарий успешно добавлен',
  typicalDeleted: 'Комментарий успешно удален',
  confirmDelete: 'Вы уверены, что хотите удалить комментарий?',
  addTypical: 'Добавить типовой комментарий',
  /** The contract's text for a list that could not be loaded (comments.yaml, listDealCommonComments). */
  notLoaded: 'Не удалось получить комментарии',
} as const;

/** A role the typical comments may be shown to, with its title (given by the page, from its store). */
export interface RoleOption {
  value: Role;
  label: string;
}
