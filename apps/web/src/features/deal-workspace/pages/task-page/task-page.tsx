import type { Task } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { PageNotice } from '@/shared/ui/page-notice';
import { confirmDialog } from 'primereact/confirmdialog';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/shared/api/api-error';
import { failureText } from '@/shared/api/failure-text';
import { useCurrentUser } from '@/shared/api/queries';
import {
  FormCommonErrors,
  SAVED,
  ServerFormView,
  StepBar,
  clearDrafts,
  hasReadonlyFields,
  tabsOf,
  taskFormEndpoint,
  useServerForm,
  type SaveOutcome,
} from '@/shared/form-engine';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { href } from '@/shared/routing/paths';
import { routeByName } from '@/shared/routing/route-table';
import { Loading } from '@/shared/ui/loading';
import { Page } from '@/shared/ui/page';
import { toast } from '@/shared/ui/toast';
import { dealInfoQuery } from '@/features/deal-workspace/ui/deal-api';
import { unclaimTask } from './task-api';
import { formEnvironment } from '../form-environment';
import { JUMP_CONFIRM, JUMP_CONFIRM_DETAIL, TASK_GONE, TASK_LOAD_FAILED } from '../page-texts';
import { isTaskClosed, WAITING_FOR_PROCESS } from '@/features/deal-workspace/ui/task-closing';
import { dealStepKind } from '../deal-page/deal-steps';
import { hasOwnButtons, isMemberStep, taskStepKind } from './task-steps';
import { isPreDecision } from '@/features/deal-workspace/frame/timers/timer-rules';
import { DealStepView } from '../deal-page/deal-step-view';
import { TaskComments } from '@/features/deal-workspace/frame/history/task-comments';
import { StrategyCountdown } from '@/features/deal-workspace/frame/timers/strategy-countdown';
import { DecisionChangePopup, useInitialFee } from '@/features/deal-workspace/steps/goz';
import { TaskHistory } from '@/features/deal-workspace/frame/history/task-history';
import { TaskTimers } from '@/features/deal-workspace/frame/timers/task-timers';
import { jumpsFreely, TASK_ROLES, type TaskRoute } from './roles';
import { TaskActions } from './task-actions';
import { TaskHeadActions } from './task-head-actions';
import { TaskShortcuts } from './task-shortcuts';
import { TaskStepView } from './task-step-view';
import { useTaskClosing } from './use-task-closing';
import { UnderwriterWarnings } from '@/features/deal-workspace/frame/warnings/underwriter-warnings';
import { DealHeader } from '@/features/deal-workspace/frame/head/deal-header';
import { TaskHeader } from '@/features/deal-workspace/frame/head/task-header';
import '@/features/deal-workspace/ui/workspace.css';

/** The form that is the document signing: no return to the queue on it (002 §2). */
const SIGN_DOCUMENTS = 'sign_documents';

/**
 * The page of a claimed task (002 §2 'Common task page behaviour'), one shell for every role (`roles/`): the head,
 * the step bar, the common errors, the step, 'Далее' (or the server's buttons) and 'Возвратить в общую очередь'.
 * Saving goes to `next_step`, or, with none, to the new-task list (the underwriter list with its privilege). A task
 * that is gone says 'Задача завершена и более недоступна.'; a 403 goes back one page (with the role's notice).
 */
export function TaskPage({ route }: { route: TaskRoute }) {
  const role = TASK_ROLES[route];
  const taskId = Number(useParams().id);
  const justClaimed = useSearchParams()[0].get('justClaimed') === 'true';
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const endpoint = useMemo(() => taskFormEndpoint(taskId), [taskId]);
  const form = useServerForm({ endpoint });
  const [returning, setReturning] = useState(false);
  const task = form.extra?.task;
  const shown = form.form;
  const taskList = isAllowed(user, policies.underwriterListRedirect)
    ? href('underwriter-new-task-list')
    : href('task-list-new');
  const loadError = form.query.error;
  const gone = isApiError(loadError) && loadError.status === 404;
  const forbidden = isApiError(loadError) && loadError.status === 403;
  const dealId = task?.deal?.id;
  const closing = useTaskClosing(dealId, taskList);
  const fee = useInitialFee(form);
  // the underwriter's task shows the deal's head of 001 §2.1 under its name (the page's heading): the deal's info
  const dealInfo = useQuery({
    ...dealInfoQuery(dealId ?? 0),
    enabled: role.header === 'deal' && dealId !== undefined,
  });

  useEffect(() => {
    if (gone) clearDrafts(`task:${taskId}:`);
  }, [gone, taskId]);

  useEffect(() => {
    if (!forbidden) return;
    if (role.forbiddenNotice) toast.error(role.forbiddenNotice);
    navigate(-1);
  }, [forbidden, navigate, role]);

  const afterSave = (outcome: SaveOutcome) => {
    if (outcome.kind === 'failed' && isApiError(outcome.error) && outcome.error.status === 404) {
      clearDrafts(`task:${taskId}:`);
      toast.error(TASK_GONE);
      navigate(taskList);
      return;
    }
    if (outcome.kind !== 'saved') return;
    if (isTaskClosed(outcome)) {
      // the process moves on: the page waits for its word (002 §4)
      clearDrafts(`task:${taskId}:`);
      closing.start();
      return;
    }
    form.goToStep(outcome.form.current_step ?? outcome.before.next_step ?? form.step ?? '', outcome.form);
  };

  const returnToQueue = async () => {
    setReturning(true);
    try {
      await unclaimTask(taskId);
      clearDrafts(`task:${taskId}:`);
      navigate(taskList);
    } catch (error) {
      const text = failureText(error);
      if (text) toast.error(text);
    } finally {
      setReturning(false);
    }
  };

  const title = task?.name ?? routeByName(route).title;
  const canOpenDeal = isAllowed(user, policies.dealView);
  const head = (shownTask: Task) =>
    role.header === 'deal' && dealInfo.data ? (
      <DealHeader
        deal={dealInfo.data}
        testId="task-header"
        canOpenDeal={canOpenDeal}
        showContractNumber={isAllowed(user, policies.contractNumber)}
      />
    ) : (
      <TaskHeader task={shownTask} canOpenDeal={canOpenDeal} />
    );
  if (gone) return <PageNotice title={routeByName(route).title} text={TASK_GONE} />;
  if (loadError && !forbidden) {
    return <PageNotice title={title} text={TASK_LOAD_FAILED} onRetry={() => void form.query.refetch()} />;
  }
  if (!shown || !task || form.query.isFetching || closing.waiting) {
    return (
      <Page title={title}>
        {task ? head(task) : null}
        <Loading label={closing.waiting ? WAITING_FOR_PROCESS : 'Загрузка задачи'} />
      </Page>
    );
  }

  const busy = form.busy !== null || returning;
  // The role's form may be read-only until an edit request (002 §2); a save ends the edit. The client step's tabs
  // carry their own save or edit (001 §2.2): not here then.
  const perTabEdit =
    role.editOnRequest && form.step === 'client' && Boolean(task.deal) && tabsOf(shown.fields) !== null;
  const canRequestEdit = role.editOnRequest && !perTabEdit && !form.editing && hasReadonlyFields(shown.fields);
  const openStep = (step: string) => {
    // the role's jump rule: the GOZ wizard asks before a jump other than to the next step or the fifth (002 §4)
    if (jumpsFreely(role, step, { next: shown.next_step, current: form.step })) {
      form.goToStep(step);
      return;
    }
    confirmDialog({
      header: JUMP_CONFIRM,
      message: JUMP_CONFIRM_DETAIL,
      acceptLabel: 'Да',
      rejectLabel: 'Нет',
      defaultFocus: 'reject',
      accept: () => form.goToStep(step),
    });
  };
  const saveEdit = async () => {
    const outcome = await form.save();
    if (outcome.kind === 'saved') void form.query.refetch();
    else afterSave(outcome);
  };
  const env = formEnvironment(user, {
    dealId: task.deal?.id,
    collectionId: task.deal?.collectionId ?? undefined,
    dealView: false,
  });
  // the deal's step screens (the underwriter's), when the task has a deal
  const dealSteps = role.steps === 'deal' && task.deal !== undefined && task.deal !== null;
  // the decision steps (the underwriter's reasons popup, the release decision) and the error form have their own buttons
  const ownButtons = dealSteps
    ? dealStepKind(form.step) === 'decision'
    : hasOwnButtons(taskStepKind(role, form.step, shown.formName));
  // the task timers: the underwriter's (with the strategy countdown) need the deal; the release manager's do not
  const timers = role.frame.timers === 'underwriter' && !dealSteps ? null : role.frame.timers;
  const closeHere = () => {
    clearDrafts(`task:${taskId}:`);
    closing.start();
  };
  // the inspector's and the checkers' members and car: saved where they are, with 'Сохранить' (002 §2)
  const memberStep = isMemberStep(role, form.step);
  const canSaveMembers = memberStep && Boolean(task.taskDefinitionKey) && shown.formName !== SIGN_DOCUMENTS;
  const saveMembers = async () => {
    const outcome = await form.save();
    if (outcome.kind !== 'saved') return afterSave(outcome);
    toast.success(SAVED);
    form.goToStep(form.step ?? outcome.before.current_step ?? '');
  };
  // Ctrl+S: the one button of TaskActions that saves the step, when there is one
  const hasServerButtons = Object.keys(shown.buttons ?? {}).length > 0;
  const saveByKey = ownButtons
    ? undefined
    : form.editing && !perTabEdit
      ? () => void saveEdit()
      : memberStep
        ? canSaveMembers
          ? () => void saveMembers()
          : undefined
        : hasServerButtons || canRequestEdit
          ? undefined
          : () => void form.save().then(afterSave);

  return (
    <Page
      title={title}
      actions={
        <TaskHeadActions
          role={role}
          task={task}
          user={user}
          chats={role.frame.chats && env.phoneActions}
          canComment={env.underwriter}
          canReturn={shown.formName !== SIGN_DOCUMENTS}
          returning={returning}
          busy={busy}
          onReturn={() => void returnToQueue()}
        />
      }
    >
      <TaskShortcuts steps={shown.steps} current={form.step} busy={busy} openStep={openStep} save={saveByKey} />
      {head(task)}
      {timers ? (
        <div className="task-page__timers" key={taskId}>
          <TaskTimers taskId={taskId} kind={timers} />
          {timers === 'underwriter' && task.deal && isPreDecision(task.deal) ? (
            <StrategyCountdown dealId={task.deal.id} taskId={taskId} />
          ) : null}
        </div>
      ) : null}
      {role.frame.warnings && task.deal ? (
        <UnderwriterWarnings dealId={task.deal.id} justClaimed={justClaimed} />
      ) : null}
      <StepBar steps={shown.steps} current={form.step} onStep={openStep} disabled={busy} />
      <FormCommonErrors errors={form.commonErrors} />
      {dealSteps && task.deal ? (
        <DealStepView
          dealId={task.deal.id}
          clientId={task.deal.client?.id}
          collectionId={task.deal.collectionId ?? null}
          form={form}
          env={env}
          user={user}
          dealView={false}
          onDecided={closeHere}
          onSaveStep={() => void saveEdit()}
        />
      ) : task.deal ? (
        <TaskStepView
          role={role}
          taskId={taskId}
          onClosed={closeHere}
          dealId={task.deal.id}
          collectionId={task.deal.collectionId ?? null}
          form={form}
          env={env}
          user={user}
          fee={fee}
          afterSave={afterSave}
        />
      ) : (
        <div className="task-page__form">
          <ServerFormView form={form} env={env} />
        </div>
      )}
      {ownButtons ? null : (
        <TaskActions
          form={form}
          busy={busy}
          canRequestEdit={canRequestEdit}
          perTabEdit={perTabEdit}
          memberStep={memberStep}
          canSaveMembers={canSaveMembers}
          saveEdit={() => void saveEdit()}
          saveMembers={() => void saveMembers()}
          afterSave={afterSave}
        />
      )}
      {role.frame.decisionChangePopup && task.deal ? <DecisionChangePopup dealId={task.deal.id} fee={fee.fee} /> : null}
      {task.deal ? (
        <>
          <TaskHistory dealId={task.deal.id} />
          <TaskComments dealId={task.deal.id} />
        </>
      ) : null}
    </Page>
  );
}
