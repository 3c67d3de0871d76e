/** The process engine's messages. The first two are the documents'; the rest the contract's examples or the stub's. */
export const processTexts = {
  gone: 'Задача завершена и более недоступна.',
  previousStep: 'Завершите предыдущий шаг',
  forbidden: 'Нет доступа',
  taken: 'Задача уже взята в работу другим пользователем',
  notAssigned: 'Задача не назначена, возвращать в очередь нечего',
  othersTask: 'Задача назначена другому пользователю',
  notWaiting: 'Заявка не ожидает решения клиента',
  actionUnavailable: 'Действие недоступно',
  waiting: 'Идет обработка заявки, пожалуйста подождите',
  noTask: 'Задача не найдена',
} as const;
