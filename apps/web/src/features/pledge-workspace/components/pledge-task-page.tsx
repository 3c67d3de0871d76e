import { PageNotice } from '@/shared/ui/page-notice';
import type { Task } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/shared/api/api-error';
import { useCurrentUser } from '@/shared/api/queries';
import {
  FormButtons,
  FormCommonErrors,
  NEXT,
  ServerFormView,
  StepBar,
  clearDrafts,
  isTaskClosed,
  taskFormEndpoint,
  useServerForm,
  type SaveOutcome,
} from '@/shared/form-engine';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { href } from '@/shared/routing/paths';
import { routeByName } from '@/shared/routing/route-table';
import { TASK_GONE } from '@/shared/tasks/task-texts';
import { Loading } from '@/shared/ui/loading';
import { Page } from '@/shared/ui/page';
import { toast } from '@/shared/ui/toast';
import { TASK_ACTIONS, TASK_LOAD_FAILED } from '../lib/pledge-texts';
import { FinishDialog } from './finish-dialog';
import { PledgeCancelButton } from './pledge-cancel-button';
import { PledgeTaskHead } from './pledge-task-head';
import { RegistryCheckButton } from './registry-check-button';
import { CANCEL_DEAL, usePledgeCancel } from './use-pledge-cancel';
import './pledge-workspace.css';

/**
 * The pledge task `/pledge/{id}` (002 §2 'Pledge task'): the task's server-driven form step by step with 'Далее' (or
 * the server's buttons), the registry check before sending, and the refuse button behind its confirmation. Finishing
 * the last step says 'Задача успешно завершена!' and goes to the new pledge list; so does a cancel. A task that is
 * gone says 'Задача завершена и более недоступна.'; a 403 goes back one page.
 */
export function PledgeTaskPage() {
  const taskId = Number(useParams().id);
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const endpoint = useMemo(() => taskFormEndpoint(taskId), [taskId]);
  const form = useServerForm<{ task: Task }>({ endpoint });
  const [finished, setFinished] = useState(false);
  const shown = form.form;
  const task = form.extra?.task;
  const listHref = href('pledge-list-new');
  const loadError = form.query.error;
  const gone = isApiError(loadError) && loadError.status === 404;
  const forbidden = isApiError(loadError) && loadError.status === 403;
  const forget = () => clearDrafts(`task:${taskId}:`);
  const toGone = () => {
    forget();
    toast.error(TASK_GONE);
    navigate(listHref);
  };
  const cancel = usePledgeCancel(taskId, form, {
    onCancelled: () => {
      forget();
      navigate(listHref);
    },
    onGone: toGone,
  });

  useEffect(() => {
    if (gone) clearDrafts(`task:${taskId}:`);
  }, [gone, taskId]);
  useEffect(() => {
    if (forbidden) navigate(-1);
  }, [forbidden, navigate]);

  const afterSave = (outcome: SaveOutcome) => {
    if (outcome.kind === 'failed' && isApiError(outcome.error) && outcome.error.status === 404) return toGone();
    if (outcome.kind !== 'saved') return;
    if (isTaskClosed(outcome)) {
      forget();
      setFinished(true);
      return;
    }
    form.goToStep(outcome.form.current_step ?? outcome.before.next_step ?? form.step ?? '', outcome.form);
  };

  const routeTitle = routeByName('pledge').title;
  if (gone) return <PageNotice title={routeTitle} text={TASK_GONE} />;
  if (loadError && !forbidden) {
    return <PageNotice title={routeTitle} text={TASK_LOAD_FAILED} onRetry={() => void form.query.refetch()} />;
  }
  const title = task?.name ?? routeTitle;
  if (!shown || !task || form.query.isFetching) {
    return (
      <Page title={title}>
        <Loading label="Загрузка задачи" />
      </Page>
    );
  }

  const pledgeId = shown.entityId ?? task.pledge?.id;
  const status = shown.entityStatus ?? task.pledge?.status;
  const busy = form.busy !== null || cancel.cancelling || finished;
  // the refuse button stands for the form's cancelDeal: the other server buttons are drawn as they come
  const otherButtons = Object.fromEntries(Object.entries(shown.buttons ?? {}).filter(([name]) => name !== CANCEL_DEAL));
  const hasServerButtons = Object.keys(otherButtons).length > 0;
  const env = {
    collectionId: shown.collectionId,
    underwriter: false,
    showChanged: false,
    phoneActions: false,
    canUpload: isAllowed(user, policies.uploadDocument),
    readOnly: false,
  };

  return (
    <Page title={title}>
      <PledgeTaskHead task={task} pledgeId={pledgeId} />
      <StepBar steps={shown.steps} current={form.step} onStep={(step) => form.goToStep(step)} disabled={busy} />
      <FormCommonErrors errors={form.commonErrors} />
      <div className="pledge-page__form">
        <ServerFormView form={form} env={env} />
      </div>
      <div className="pledge-page__actions" role="toolbar" aria-label={TASK_ACTIONS}>
        <PledgeCancelButton status={status} cancelling={cancel.cancelling} disabled={busy} onConfirm={cancel.cancel} />
        <RegistryCheckButton pledgeId={pledgeId} disabled={busy} />
        <span className="pledge-page__spacer" />
        {hasServerButtons ? (
          <FormButtons
            buttons={otherButtons}
            busy={form.busy}
            disabled={busy}
            onPress={(name) => void form.press(name).then(afterSave)}
          />
        ) : (
          <Button
            type="button"
            label={NEXT}
            icon="pi pi-arrow-right"
            iconPos="right"
            loading={form.busy === 'save'}
            disabled={busy}
            onClick={() => void form.save().then(afterSave)}
          />
        )}
      </div>
      <FinishDialog visible={finished} onContinue={() => navigate(listHref)} />
    </Page>
  );
}
