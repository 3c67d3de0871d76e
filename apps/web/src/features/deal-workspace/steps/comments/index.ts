/**
 * The deal's comments step and the comment threads the contacts and the files open: what the pages and the other steps
 * use.
 */
export { CommentThread } from './comment-thread';
export { CommentsPopoverButton } from './comments-popover-button';
export { DealCommentList } from './deal-comment-list';
export { DealCommentsStep } from './deal-comments-step';
