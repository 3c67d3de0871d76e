import type { Task, User } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { DealChats } from '@/features/deal-workspace/frame/chats/deal-chats';
import { PriorDecisionButton } from '@/features/deal-workspace/steps/goz';
import { RETURN_TO_QUEUE } from '../page-texts';
import type { TaskRole } from './roles';

/** The props of TaskHeadActions. */
export interface TaskHeadActionsProps {
  role: TaskRole;
  task: Task;
  user: User | undefined;
  /** The deal's call chats are shown (the role's, with the phone actions and a deal). */
  chats: boolean;
  /** The user may comment the calls. */
  canComment: boolean;
  /** 'Возвратить в общую очередь' is offered (not on the document signing). */
  canReturn: boolean;
  returning: boolean;
  busy: boolean;
  onReturn: () => void;
}

/** The page's actions by its title (002 §2): the call chats, the prior decision, 'Возвратить в общую очередь'. */
export function TaskHeadActions(props: TaskHeadActionsProps) {
  const { role, task, user, chats, canComment, canReturn, returning, busy, onReturn } = props;
  return (
    <>
      {chats && task.deal ? (
        <DealChats
          dealId={task.deal.id}
          username={user?.username ?? ''}
          canDownload={isAllowed(user, policies.pbxDownload)}
          canComment={canComment}
        />
      ) : null}
      {role.frame.priorDecision ? (
        <PriorDecisionButton collectionId={task.deal?.collectionId} decisionType={task.deal?.decisionType} />
      ) : null}
      {canReturn ? (
        <Button
          type="button"
          label={RETURN_TO_QUEUE}
          icon="pi pi-replay"
          outlined
          severity="secondary"
          size="small"
          loading={returning}
          disabled={busy}
          onClick={onReturn}
        />
      ) : null}
    </>
  );
}
