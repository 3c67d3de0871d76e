/** The texts of the cancel-service dialog: the failure is 002 §8's; 'Подтвердить' and 'Отмена' are not given by the seeds. */
export const cancelServiceTexts = {
  statementDate: 'Дата заявления об отказе',
  upPercentDate: 'Дата повышения ставки',
  confirm: 'Подтвердить',
  cancel: 'Отмена',
  failure: 'Что-то пошло не так',
} as const;
