/** The texts of sending a comment (002 §5, §8), the same for a deal's and a contact's comments. */
export const commentTexts = {
  emptyText: 'Введите текст комментария',
  sendFailed: 'Ошибка отправки комментария, попробуйте позже',
  sent: 'Комментарий успешно отправлен!',
  noComments: 'Нет данных',
} as const;
