/** The deal's comments panel and the typical comments (002 §3, §6, §7). */
export { DealComments, type DealCommentsProps } from './deal-comments';
export type { RoleOption } from './comments-texts';
