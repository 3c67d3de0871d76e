/** The texts of the deal contacts (002 §2 'Dialogs and drawers', §8), exactly as the documents give them. */
export const contactTexts = {
  addTitle: 'Добавить контакт',
  editTitle: 'Изменить контакт',
  searchTitle: 'Перечень номеров заявок, дат обращения и ФИО',
  notSaved: 'Ошибка редактирования',
  forbidden: 'Доступ к контакту запрещен',
  notFound: 'Контакт не найден',
  noData: 'Нет данных',
  noDataForPhone: 'Нет данных по данному номеру',
  tooMany: 'Найдено более 15 совпадений',
  /** The link of 'Найдено более 15 совпадений' to the full list (the employer search's words). */
  fullList: 'Перейти к списку заявок',
} as const;

/** The texts of comments (002 §5, §8). */
/** The page size and the 'too many' threshold of the duplicate searches (002 §9). */
export const SEARCH_LIMIT = 15;
