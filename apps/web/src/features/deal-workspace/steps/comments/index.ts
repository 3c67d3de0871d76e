/** The deal page's comments step: the underwriters' and the common thread of the deal. */
export { DealCommentsStep } from './deal-comments-step';
