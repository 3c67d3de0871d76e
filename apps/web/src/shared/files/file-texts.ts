/** The texts of the file widgets (the seeds give none for them). */
export const fileTexts = {
  choose: 'Выбрать файлы',
  chooseOne: 'Выбрать файл',
  drop: 'или перетащите сюда',
  delete: 'Удалить',
} as const;
