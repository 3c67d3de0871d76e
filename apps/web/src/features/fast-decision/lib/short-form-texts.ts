/** The short form page's texts: the seeds' (000 §8) and, where they give none, the app's own. */
export const shortFormPageTexts = {
  title: (dealId: number) => `Быстрое решение · заявка № ${dealId}`,
  denied: 'Нет доступа',
  somethingWrong: 'Что-то пошло не так...',
  // the app's own (the seeds give no words for these)
  loading: 'Загрузка анкеты',
  loadFailed: 'Не удалось загрузить анкету',
  save: 'Сохранить',
  saved: 'Анкета сохранена',
  documents: 'Документы',
  passportFiles: 'Паспорт',
  consentFiles: 'Согласие на обработку персональных данных',
} as const;
