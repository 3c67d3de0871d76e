import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import type { Role } from '@autocredit/generated/api';
import { isAbortError, isApiError } from '@/shared/api/api-error';
import { fieldErrorsOf } from '@/shared/api/envelope';
import { queryKeys } from '@/shared/api/query-keys';
import { commentTexts } from './comment-texts';
import { toast } from '@/shared/ui/toast';
import { addTypicalComment } from './comments-api';
import { commentsPanelTexts, type RoleOption } from './comments-panel-texts';

/** The props of TypicalCommentDialog. */
export interface TypicalCommentDialogProps {
  roles: readonly RoleOption[];
  onHide(): void;
}

/**
 * 'Добавить типовой комментарий': the text (required, 'Введите текст комментария'), 'Личный' (private: seen by its
 * author only) or the roles that see it (002 §6, §7). Says 'Типовой комментарий успешно добавлен' or 'Не удалось
 * добавить комментарий'.
 */
export function TypicalCommentDialog({ roles, onHide }: TypicalCommentDialogProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [chosen, setChosen] = useState<Role[]>([]);
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => addTypicalComment({ text: text.trim(), isPrivate, roles: chosen }),
    onSuccess: () => {
      toast.success(commentsPanelTexts.typicalAdded);
      void queryClient.invalidateQueries({ queryKey: queryKeys.comments.typical });
      onHide();
    },
    onError: (failure) => {
      if (isAbortError(failure)) return;
      const onText =
        isApiError(failure) && failure.status === 400
          ? fieldErrorsOf(failure.body).find((e) => e.propertyPath === 'text')
          : undefined;
      if (onText) setError(onText.message);
      else toast.error(commentsPanelTexts.typicalNotAdded);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (text.trim() === '') {
      setError(commentTexts.emptyText);
      return;
    }
    add.mutate();
  };
  const footer = (
    <div className="typical-comment-dialog__footer">
      <Button type="button" size="small" label="Отмена" text onClick={onHide} />
      <Button
        type="submit"
        form="typical-comment-form"
        size="small"
        label="Сохранить"
        data-testid="typical-save"
        disabled={!isPrivate && chosen.length === 0}
        loading={add.isPending}
      />
    </div>
  );
  return (
    <Dialog
      visible
      header={commentsPanelTexts.addTypical}
      style={{ width: '600px' }}
      breakpoints={{ '640px': '95vw' }}
      footer={footer}
      onHide={onHide}
    >
      <form id="typical-comment-form" className="typical-comment-dialog" onSubmit={submit} noValidate>
        <label htmlFor="typical-comment-text">Текст комментария</label>
        <InputTextarea
          id="typical-comment-text"
          className="w-full"
          rows={3}
          autoResize
          autoFocus
          value={text}
          invalid={!!error}
          aria-describedby={error ? 'typical-comment-text-error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <small id="typical-comment-text-error" className="p-error">
            {error}
          </small>
        )}
        <div className="typical-comment-dialog__private">
          <Checkbox
            inputId="typical-comment-private"
            checked={isPrivate}
            onChange={(event) => setPrivate(!!event.checked)}
          />
          <label htmlFor="typical-comment-private">Личный</label>
        </div>
        {!isPrivate && (
          <>
            <label htmlFor="typical-comment-roles">Роли</label>
            <MultiSelect
              inputId="typical-comment-roles"
              data-testid="typical-comment-roles"
              className="w-full"
              value={chosen}
              options={[...roles]}
              optionLabel="label"
              optionValue="value"
              placeholder="Выберите роли"
              display="chip"
              onChange={(event) => setChosen(event.value as Role[])}
            />
          </>
        )}
      </form>
    </Dialog>
  );
}
