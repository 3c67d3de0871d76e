import { CommentsPopoverButton } from '@/shared/comments';
import { FileComments } from './file-comments';

/** The comments column of a file (001 §2.7): the count of the file's comments, opening its thread in a popover. */
export function FileCommentsButton({
  dealId,
  file,
  canWrite,
}: {
  dealId: number;
  file: { id: number; name: string; comments?: readonly unknown[] };
  canWrite: boolean;
}) {
  const count = file.comments?.length ?? 0;
  return (
    <CommentsPopoverButton
      title={`Комментарии: ${file.name}`}
      ariaLabel={`Комментарии: ${count}`}
      label={String(count)}
      className="file-comments"
    >
      <FileComments dealId={dealId} fileId={file.id} canWrite={canWrite} />
    </CommentsPopoverButton>
  );
}
