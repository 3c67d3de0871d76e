/** The texts of the cancel-service dialog. */
export const cancelServiceTexts = {
  statementDate: 'Дата заявления об отказе',
  upPercentDate: 'Дата повышения ставки',
  confirm: 'Подтвердить',
  cancel: 'Отмена',
  failure: 'Что-то пошло не так',
} as const;
