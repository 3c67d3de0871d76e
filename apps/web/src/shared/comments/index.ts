/**
 * Comments, one home for the deal page, the task pages, the contacts, the files and the form engine: a thread (loads,
 * lists, writes), its lists, the composer and its state, the task pages' panel with the typical comments, and the
 * popover button that opens a thread.
 */
export { CommentThread, type CommentThreadProps } from './comment-thread';
export { ThreadCommentList } from './thread-comment-list';
export { CommentList } from './comment-list';
export { TaskCommentList } from './task-comment-list';
export { CommentComposer } from './comment-composer';
export { useCommentSender } from './use-comment-sender';
export { commentTexts, threadTexts } from './comment-texts';
export { CommentsPanel, type CommentsPanelProps } from './comments-panel';
export type { RoleOption } from './comments-panel-texts';
export { CommentsPopoverButton } from './comments-popover-button';
