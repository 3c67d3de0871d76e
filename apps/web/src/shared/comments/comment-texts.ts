/** The texts of sending a comment on the task pages (002 §5, §8), the same for a deal's and a contact's comments. */
export const commentTexts = {
  emptyText: 'Введите текст комментария',
  sendFailed: 'Ошибка отправки комментария, попробуйте позже',
  sent: 'Комментарий успешно отправлен!',
  noComments: 'Нет данных',
} as const;

/** The texts of a comment thread of the deal page, on the deal, a file or a contact (001 §8). */
export const threadTexts = {
  sent: 'Комментарий отправлен.',
  sendFailed: 'Не удалось отправить комментарий',
  loadFailed: 'Не удалось получить комментарии',
  deleteComment: 'Удалить комментарий',
} as const;
