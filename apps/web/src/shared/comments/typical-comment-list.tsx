import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import type { TypicalComment } from '@autocredit/generated/api';
import { isAbortError } from '@/shared/api/api-error';
import { queryKeys } from '@/shared/api/query-keys';
import { toast } from '@/shared/ui/toast';
import { deleteTypicalComment, typicalCommentsQuery } from './comments-api';
import { commentsPanelTexts, type RoleOption } from './comments-panel-texts';

/** The props of TypicalCommentList. */
export interface TypicalCommentListProps {
  roles: readonly RoleOption[];
  /** Puts the typical comment's text into the comment being written. */
  onInsert(text: string): void;
}

/**
 * The typical comments the user sees (002 §6): a click puts one into the textarea; private ones are marked and only
 * they may be deleted ('Вы уверены, что хотите удалить комментарий?' Да/Нет). A failed load says 'Не удалось
 * получить список типовых комментариев'.
 */
export function TypicalCommentList({ roles, onInsert }: TypicalCommentListProps) {
  const queryClient = useQueryClient();
  const list = useQuery(typicalCommentsQuery());
  const failed = list.isError && !isAbortError(list.error);
  useEffect(() => {
    if (failed) toast.error(commentsPanelTexts.typicalNotLoaded);
  }, [failed]);
  const remove = useMutation({
    mutationFn: deleteTypicalComment,
    onSuccess: () => {
      toast.success(commentsPanelTexts.typicalDeleted);
      void queryClient.invalidateQueries({ queryKey: queryKeys.comments.typical });
    },
    onError: (error) => {
      if (!isAbortError(error)) toast.error(commentsPanelTexts.typicalNotDeleted);
    },
  });
  const askDelete = (comment: TypicalComment) =>
    confirmDialog({
      message: commentsPanelTexts.confirmDelete,
      icon: 'pi pi-question-circle',
      acceptLabel: 'Да',
      rejectLabel: 'Нет',
      defaultFocus: 'reject',
      accept: () => remove.mutate(comment.id),
    });
  const titles = (comment: TypicalComment) =>
    comment.roles.map((role) => roles.find((r) => r.value === role)?.label ?? role).join(', ');

  if (list.isPending) return <i className="pi pi-spin pi-spinner" aria-label="Загрузка" />;
  const comments = list.data?.comments ?? [];
  if (comments.length === 0) return null;
  return (
    <ul className="typical-comments" data-testid="typical-comments">
      {comments.map((comment) => (
        <li key={comment.id} className="typical-comments__item" data-testid="typical-comment">
          <Button
            type="button"
            link
            size="small"
            className="typical-comments__text"
            label={comment.text}
            title={comment.isPrivate ? 'Личный' : titles(comment)}
            onClick={() => onInsert(comment.text)}
          />
          {comment.isPrivate && (
            <>
              <i className="pi pi-lock typical-comments__private" aria-label="Личный" />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                size="small"
                severity="danger"
                aria-label="Удалить типовой комментарий"
                data-testid="typical-delete"
                disabled={remove.isPending}
                onClick={() => askDelete(comment)}
              />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
