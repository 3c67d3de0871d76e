import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { Loading } from '@/shared/ui/loading';
import { clientCheckInfoQuery } from './scoring-api';
import { SCORING_TEXTS } from './scoring';
import { AdditionalCheckForm } from './additional-check-form';

const TITLE = 'Новая дополнительная проверка';

/**
 * The creation dialog of an additional check (001 §2.5, §5, §8): the algorithms to run and the person data,
 * prefilled with the deal's client. 'Проверить' is enabled only with an algorithm chosen, 'Проверить все' only with
 * none; the masks and the required fields are checked first; then 'Данные успешно сохранены' (the dialog closes and
 * the list reloads) or 'Ошибка сохранения формы' (the server's field errors at their fields).
 */
export function AdditionalCheckDialog({
  dealId,
  visible,
  onHide,
}: {
  dealId: number;
  visible: boolean;
  onHide(): void;
}) {
  const info = useQuery({ ...clientCheckInfoQuery(dealId), enabled: visible });
  return (
    <Dialog
      header={TITLE}
      visible={visible}
      onHide={onHide}
      style={{ width: '64rem' }}
      breakpoints={{ '1100px': '95vw' }}
    >
      {!visible ? null : info.isPending ? (
        <Loading label="Загрузка данных клиента" />
      ) : (
        <>
          {info.isError ? (
            <p className="p-error" role="alert">
              {SCORING_TEXTS.failed}
            </p>
          ) : null}
          <AdditionalCheckForm dealId={dealId} initial={info.data} onDone={onHide} />
        </>
      )}
    </Dialog>
  );
}
