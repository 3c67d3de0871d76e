import { textarea } from '../fields';
import type { FormDefinition } from '../spec';

/**
 * The error form of a failed process step (`notify_about_error`, no step bar): the server's message, and the
 * buttons to replay the step or send the deal to rework. The page adds 'Произошла ошибка!'.
 */
export const notifyAboutErrorForm: FormDefinition = {
  key: 'notify-about-error',
  stepless: true,
  steps: [
    {
      key: 'error',
      title: 'Ошибка',
      formName: 'notify_about_error',
      edit: 'never',
      fields: (source) => ({
        message: textarea('Сообщение', undefined, { value: source.processError, readonly: true }),
      }),
      buttons: () => ({
        btnReplay: { label: 'Повторить', closes: true },
        btnRework: { label: 'Доработка ГОЗ', closes: true },
      }),
    },
  ],
};
