import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/shared/api/queries';
import { FormCommonErrors, StepBar, dealInfoFormEndpoint, useServerForm } from '@/shared/form-engine';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { routeByName } from '@/shared/routing/route-table';
import { Loading } from '@/shared/ui/loading';
import { Page } from '@/shared/ui/page';
import { PageNotice } from '@/shared/ui/page-notice';
import { toast } from '@/shared/ui/toast';
import { dealInfoQuery, dealTasksQuery } from '@/features/deal-workspace/ui/deal-api';
import { dealLoadProblem } from './deal-page-state';
import { formEnvironment } from '../form-environment';
import { DEAL_LOAD_FAILED } from '../page-texts';
import { DealChats } from '@/features/deal-workspace/frame/chats/deal-chats';
import { DealHeader } from '@/features/deal-workspace/frame/head/deal-header';
import { StrategyWarning } from '@/features/deal-workspace/frame/warnings/deal-warnings';
import { DealStepView } from './deal-step-view';
import '@/features/deal-workspace/ui/workspace.css';

/**
 * The deal page `/deal/{id}` (001 §2): the deal's head, its steps (`?step=`, `?variant=` in the URL), the common
 * errors and the step: the server's form through the form engine (read-only: the deal view), the comments, or, for
 * the steps not built yet, their title and a plain note. An unknown deal says 'Заявка не найдена', a deal the user may
 * not see 'Нет доступа'; a step the server refuses opens the first step with the server's words; any other failure
 * offers 'Повторить'.
 */
export function DealPage() {
  const dealId = Number(useParams().id);
  const user = useCurrentUser().data;
  const deal = useQuery(dealInfoQuery(dealId));
  // Who works the deal now: the budgets are theirs to change (the underwriters' edit controls show only then).
  const tasks = useQuery({ ...dealTasksQuery(dealId), enabled: isAllowed(user, policies.underwriterFormView) });
  const worksDeal = (tasks.data ?? []).some((task) => task.assignee !== null && task.assignee === user?.username);
  const endpoint = useMemo(() => dealInfoFormEndpoint(dealId), [dealId]);
  const form = useServerForm({ endpoint });
  const shown = form.form;
  const title = `${routeByName('deal-view').title} № ${dealId}`;

  const [params, setParams] = useSearchParams();
  const problem = dealLoadProblem(deal.error, form.query.error, params.get('step') ?? undefined);

  const badStep = problem.kind === 'bad-step' ? problem.text : null;
  useEffect(() => {
    if (badStep === null) return;
    toast.warn(badStep);
    const next = new URLSearchParams(params);
    next.delete('step');
    next.delete('variant');
    setParams(next, { replace: true });
  }, [badStep, params, setParams]);

  if (problem.kind === 'gone' || problem.kind === 'forbidden') return <PageNotice title={title} text={problem.text} />;
  if (problem.kind === 'failed') {
    return (
      <PageNotice
        title={title}
        text={DEAL_LOAD_FAILED}
        onRetry={() => void Promise.all([deal.refetch(), form.query.refetch()])}
      />
    );
  }

  const step = form.step;
  const env = formEnvironment(user, {
    dealId,
    collectionId: deal.data?.collection?.id ?? undefined,
    dealView: true,
    readOnly: true,
  });

  return (
    <Page
      title={title}
      actions={
        env.phoneActions ? (
          <DealChats
            dealId={dealId}
            username={user?.username ?? ''}
            canDownload={isAllowed(user, policies.pbxDownload)}
            canComment={env.underwriter}
          />
        ) : null
      }
    >
      {deal.data ? (
        <>
          <DealHeader deal={deal.data} showContractNumber={isAllowed(user, policies.contractNumber)} />
          <StrategyWarning deal={deal.data} />
        </>
      ) : null}
      {shown ? <StepBar steps={shown.steps} current={step} onStep={(next) => form.goToStep(next)} /> : null}
      <FormCommonErrors errors={form.commonErrors} />
      {!shown || form.query.isFetching ? (
        <Loading label="Загрузка заявки" />
      ) : (
        <DealStepView
          dealId={dealId}
          clientId={deal.data?.client?.id}
          collectionId={deal.data?.collection?.id ?? null}
          form={form}
          env={env}
          user={user}
          dealView
          worksDeal={worksDeal}
        />
      )}
    </Page>
  );
}
