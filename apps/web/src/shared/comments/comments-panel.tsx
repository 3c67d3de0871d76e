import './comments-panel.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'primereact/button';
import { queryKeys } from '@/shared/api/query-keys';
import { CommentComposer } from './comment-composer';
import { addDealComment, dealCommentsQuery, typicalCommentsQuery } from './comments-api';
import { commentsPanelTexts, type RoleOption } from './comments-panel-texts';
import { TaskCommentList } from './task-comment-list';
import { TypicalCommentDialog } from './typical-comment-dialog';
import { TypicalCommentList } from './typical-comment-list';
import { useCommentSender } from './use-comment-sender';

/** The props of CommentsPanel, given by the page. */
export interface CommentsPanelProps {
  dealId: number;
  /** The user may add typical comments (002 §6). */
  /** The roles a typical comment may be shown to, with their titles (from the page's store). */
  roles: readonly RoleOption[];
  /** Only the list (the deal view without writing). */
  readOnly?: boolean;
}

/**
 * The task pages' comments panel: the deal's common comments (002 §3, §5, §7, §8): the thread (text, author, dd.MM.yyyy HH:mm), a textarea of 3 to 8
 * rows with 'Отправить' (disabled while empty; 'Введите текст комментария'), the typical comments to insert, and
 * 'Добавить типовой комментарий' for those who may.
 */
export function CommentsPanel({ dealId, roles, readOnly = false }: CommentsPanelProps) {
  const queryClient = useQueryClient();
  const thread = useQuery(dealCommentsQuery(dealId));
  const canCreateTypicalComments = useQuery(typicalCommentsQuery()).data?.canCreateTypicalComments === true;
  const [typicalOpen, setTypicalOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const sender = useCommentSender(
    (text) => addDealComment(dealId, text),
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.comments.deal(dealId) }),
  );
  const insert = (text: string) => sender.setText(sender.text.trim() ? `${sender.text.trimEnd()}\n${text}` : text);

  return (
    <section className="deal-comments" aria-label="Комментарии" data-testid="deal-comments">
      <TaskCommentList
        comments={thread.data}
        loading={thread.isPending}
        error={thread.isError ? commentsPanelTexts.notLoaded : null}
        testId="deal-comment-list"
      />
      {!readOnly && (
        <>
          <CommentComposer
            id={`deal-comment-${dealId}`}
            label="Комментарий"
            value={sender.text}
            error={sender.error}
            sending={sender.sending}
            onChange={sender.setText}
            onSubmit={sender.submit}
          >
            <Button
              type="button"
              size="small"
              text
              icon={typicalOpen ? 'pi pi-chevron-up' : 'pi pi-chevron-down'}
              label="Типовые комментарии"
              aria-expanded={typicalOpen}
              aria-controls={`deal-comments-typical-${dealId}`}
              data-testid="typical-toggle"
              onClick={() => setTypicalOpen((open) => !open)}
            />
            {canCreateTypicalComments && (
              <Button
                type="button"
                size="small"
                outlined
                icon="pi pi-plus"
                label={commentsPanelTexts.addTypical}
                data-testid="typical-add"
                onClick={() => setAdding(true)}
              />
            )}
          </CommentComposer>
          {typicalOpen && (
            <div id={`deal-comments-typical-${dealId}`}>
              <TypicalCommentList roles={roles} onInsert={insert} />
            </div>
          )}
        </>
      )}
      {adding && <TypicalCommentDialog roles={roles} onHide={() => setAdding(false)} />}
    </section>
  );
}
