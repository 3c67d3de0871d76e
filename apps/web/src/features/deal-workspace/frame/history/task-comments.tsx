import type { Role } from '@autocredit/generated/api';
import { Panel } from 'primereact/panel';
import { useMemo } from 'react';
import { useRolesTitles } from '@/shared/api/queries';
import { CommentsPanel, type RoleOption } from '@/shared/comments';
import { DEAL_COMMENTS } from '../frame-texts';

/** The deal's comments under a task's form, collapsible (002 §2 'Common task page behaviour'). */
export function TaskComments({ dealId }: { dealId: number }) {
  const titles = useRolesTitles().data;
  const roles = useMemo<RoleOption[]>(
    () => Object.entries(titles ?? {}).map(([value, label]) => ({ value: value as Role, label: label ?? value })),
    [titles],
  );
  return (
    <Panel header={DEAL_COMMENTS} toggleable className="task-page__comments">
      <CommentsPanel dealId={dealId} roles={roles} />
    </Panel>
  );
}
