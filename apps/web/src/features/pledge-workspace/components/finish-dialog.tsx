import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { CONTINUE, FINISHED, FINISHED_TITLE } from '../lib/pledge-texts';

/** The alert after the last step (002 §2): 'Задача успешно завершена!'; 'Продолжить' (or Escape) goes on. */
export function FinishDialog({ visible, onContinue }: { visible: boolean; onContinue: () => void }) {
  return (
    <Dialog
      header={FINISHED_TITLE}
      visible={visible}
      onHide={onContinue}
      modal
      closeOnEscape
      style={{ width: '400px' }}
      footer={<Button type="button" label={CONTINUE} autoFocus onClick={onContinue} />}
    >
      <p>{FINISHED}</p>
    </Dialog>
  );
}
