import { dictionariesOf } from '../dictionaries';
import { carWidgetFields } from '../sections/credit';
import { ACCOUNT_SIGN_DOCUMENTS, RELEASE_DOCUMENTS, documentFields } from '../sections/documents';
import { personTabs } from '../sections/person';
import { canSaveAccount, loadAccount, releaseCheck, releaseFields, withVariant } from '../sections/release';
import type { ButtonSpecs, FormDefinition, StepContext } from '../spec';

/** The release manager's buttons by task: the release decision, the signing, the final release. */
function releaseButtons(ctx: StepContext): ButtonSpecs {
  switch (ctx.taskKey) {
    case 'release_sign':
      return { btnSign: { label: 'Договор подписан', closes: true } };
    case 'release_final':
      return { btnFinal: { label: 'Выдать кредит', closes: true } };
    default:
      return {
        btnRelease: { label: 'Одобрить выдачу', closes: true },
        btnRework: { label: 'Вернуть на КИ', closes: true },
        btnCancel: { label: 'Отказать в выдаче', closes: true },
        ...(canSaveAccount(ctx.actor) && {
          saveAccount: { label: 'Сохранить счет', closes: false },
          loadAccount: { label: 'Загрузить счет', closes: false, apply: loadAccount },
        }),
      };
  }
}

/**
 * The release manager's task: the documents (verification allowed, deletion not), the release decision form
 * with the server-defined buttons ('Одобрить выдачу' checked by `releaseCheck`), the members (tabs per person) and the car, read-only.
 */
export const releaseManagerForm: FormDefinition = {
  key: 'release-manager',
  steps: [
    {
      key: 'documents',
      title: 'Документы',
      formName: 'documents',
      fields: (source) =>
        documentFields(source, [...ACCOUNT_SIGN_DOCUMENTS, ...RELEASE_DOCUMENTS], ['releaseManagerFiles'], {
          attributes: { allow_delete: false },
        }),
    },
    {
      key: 'decision',
      title: 'Решение',
      formName: 'decision',
      prepare: withVariant,
      fields: (source, ctx) =>
        releaseFields(
          source,
          dictionariesOf(source),
          ctx,
          ctx.taskKey === 'release_decision' || ctx.taskKey === null ? {} : { readonly: true },
        ),
      buttons: (_source, ctx) => releaseButtons(ctx),
      check: releaseCheck,
    },
    {
      key: 'members',
      title: 'Участники',
      formName: 'members',
      edit: 'never',
      fields: (source) => personTabs(source, dictionariesOf(source)),
    },
    {
      key: 'car',
      title: 'Автомобиль',
      formName: 'car',
      edit: 'never',
      fields: (source) => carWidgetFields(source),
    },
  ],
};
