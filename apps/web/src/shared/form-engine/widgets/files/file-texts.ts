/** The texts of the file widgets. */
export const fileTexts = {
  choose: 'Выбрать файлы',
  chooseOne: 'Выбрать файл',
  drop: 'или перетащите их сюда',
  delete: 'Удалить',
  download: 'Скачать',
  limitReached: (limit: number) => `Загружено максимальное количество файлов: ${limit}`,
  uploading: 'Загрузка',
} as const;
