import type { DecisionPopupType } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { useMemo, useState } from 'react';
import { SOMETHING_WENT_WRONG, failureText } from '@/shared/api/failure-text';
import { Loading } from '@/shared/ui/loading';
import { reasonCodesQuery, timeOutQuery, timerMessagesQuery } from './reason-codes-api';
import { CANCEL, COMMENT, DELAY_REASON, NO_DATA, OTHER_DELAY_REASON_TEXT, REASON_DIALOG_TITLE } from './decision-texts';
import {
  OTHER_DELAY_REASON,
  canSaveReasons,
  chosenCodes,
  reasonTree,
  saveReasonsLabel,
  toggleReason,
} from './reason-codes';
import { ReasonTree } from './reason-tree';

/** What the popup saves: the codes chosen, the delay reason (with its text for 'other') and the comment. */
export interface ReasonPopupValues {
  reasons: string[];
  delayReason: string | null;
  delayReasonText: string | null;
  comment: string;
}

/** The server's errors of a refused save, shown at their inputs (and the form's common errors on top). */
export interface ReasonPopupErrors {
  reasons?: string;
  comment?: string;
  delayReason?: string;
  delayReasonText?: string;
  common?: readonly string[];
}

const ID = 'reason-codes';

/**
 * The reason-codes popup of a decision (001 §2.6, §4, §5): for a timed-out pre-decision deal the delay reason first
 * ('other' needs its text), then the reason codes of the kind of decision as a tree of checkboxes (a child chooses
 * its parent, unchoosing a parent unchooses its children) and the comment. 'Сохранить' ('Одобрить без кода' for an
 * approval without reasons) is enabled only when the rules allow. Mount it when it opens: it starts empty.
 */
export function ReasonCodesDialog({
  dealId,
  type,
  preDecision,
  timedOut: timedOutByForm = false,
  initialComment = '',
  saving,
  errors = {},
  onHide,
  onSave,
}: {
  dealId: number;
  type: DecisionPopupType;
  /** The deal's underwriter task runs on the strategy timer: whether it timed out is asked when the popup opens. */
  preDecision: boolean;
  /** The form already asks for a delay reason (the server says the task timed out). */
  timedOut?: boolean;
  initialComment?: string;
  saving: boolean;
  errors?: ReasonPopupErrors;
  onHide(): void;
  onSave(values: ReasonPopupValues): void;
}) {
  const timeOut = useQuery({ ...timeOutQuery(dealId), enabled: preDecision });
  const timedOut = timedOutByForm || timeOut.data === true;
  const checking = !timedOutByForm && preDecision && timeOut.isLoading;
  const delays = useQuery({ ...timerMessagesQuery(), enabled: timedOut });
  const codes = useQuery(reasonCodesQuery(dealId, type));
  const groups = useMemo(() => codes.data ?? [], [codes.data]);
  const trees = useMemo(() => groups.map((group) => ({ group, nodes: reasonTree(group) })), [groups]);

  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [delayReason, setDelayReason] = useState<string | null>(null);
  const [delayReasonText, setDelayReasonText] = useState('');
  const [comment, setComment] = useState(initialComment);

  const allowed =
    !checking && canSaveReasons(type, timedOut, { reasons: selected, delayReason, delayReasonText, comment });
  const save = () => {
    if (!allowed || saving) return;
    onSave({
      reasons: chosenCodes(groups, selected),
      delayReason: timedOut ? delayReason : null,
      delayReasonText: timedOut && delayReason === OTHER_DELAY_REASON ? delayReasonText.trim() : null,
      comment: comment.trim(),
    });
  };
  const error = (text: string | undefined) =>
    text ? (
      <small className="p-error" role="alert">
        {text}
      </small>
    ) : null;

  return (
    <Dialog
      header={REASON_DIALOG_TITLE}
      visible
      onHide={onHide}
      style={{ width: '750px' }}
      breakpoints={{ '800px': '95vw' }}
      footer={
        <>
          <Button type="button" label={CANCEL} text onClick={onHide} disabled={saving} />
          <Button
            type="submit"
            form={`${ID}-form`}
            label={saveReasonsLabel(type, selected.size)}
            icon="pi pi-check"
            disabled={!allowed}
            loading={saving}
          />
        </>
      }
    >
      <form
        id={`${ID}-form`}
        className="reason-codes"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {errors.common && errors.common.length > 0 ? (
          <ul className="reason-codes__errors" role="alert">
            {errors.common.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
        {checking ? <Loading label="Проверка времени задачи" /> : null}
        {timedOut ? (
          <fieldset className="reason-codes__delay" aria-busy={delays.isLoading}>
            <legend>{DELAY_REASON}</legend>
            {delays.isLoading ? <Loading label="Загрузка причин задержки" /> : null}
            <div className="reason-codes__choices" role="radiogroup" aria-label={DELAY_REASON}>
              {(delays.data ?? []).map((delay) => {
                const id = `${ID}-delay-${delay.code}`;
                return (
                  <div className="reason-tree__item" key={delay.code}>
                    <RadioButton
                      inputId={id}
                      name={`${ID}-delay`}
                      value={delay.code}
                      checked={delayReason === delay.code}
                      disabled={saving}
                      onChange={() => setDelayReason(delay.code)}
                    />
                    <label htmlFor={id}>{delay.message}</label>
                  </div>
                );
              })}
            </div>
            {error(errors.delayReason)}
            {delayReason === OTHER_DELAY_REASON ? (
              <div className="reason-codes__field">
                <label htmlFor={`${ID}-delay-text`}>{OTHER_DELAY_REASON_TEXT}</label>
                <InputTextarea
                  id={`${ID}-delay-text`}
                  value={delayReasonText}
                  rows={2}
                  autoResize
                  disabled={saving}
                  invalid={Boolean(errors.delayReasonText)}
                  onChange={(event) => setDelayReasonText(event.target.value)}
                />
                {error(errors.delayReasonText)}
              </div>
            ) : null}
          </fieldset>
        ) : null}
        {codes.isLoading ? (
          <Loading label="Загрузка кодов причин" />
        ) : codes.isError ? (
          <p className="p-error" role="alert">
            {failureText(codes.error) ?? SOMETHING_WENT_WRONG}
          </p>
        ) : trees.length === 0 ? (
          <p className="reason-codes__empty">{NO_DATA}</p>
        ) : (
          <div className="reason-codes__groups">
            {trees.map(({ group, nodes }) => (
              <fieldset key={group.groupName} className="reason-codes__group">
                <legend>{group.groupName}</legend>
                <ReasonTree
                  nodes={nodes}
                  selected={selected}
                  disabled={saving}
                  onToggle={(reasonId, checked) => setSelected((now) => toggleReason(groups, now, reasonId, checked))}
                />
              </fieldset>
            ))}
          </div>
        )}
        {error(errors.reasons)}
        <div className="reason-codes__field">
          <label htmlFor={`${ID}-comment`}>{COMMENT}</label>
          <InputTextarea
            id={`${ID}-comment`}
            value={comment}
            rows={3}
            autoResize
            disabled={saving}
            invalid={Boolean(errors.comment)}
            onChange={(event) => setComment(event.target.value)}
          />
          {error(errors.comment)}
        </div>
      </form>
    </Dialog>
  );
}
