import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '@/shared/api/queries';
import { FormCommonErrors, StepBar, dealInfoFormEndpoint, useServerForm } from '@/shared/form-engine';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { routeByName } from '@/shared/routing/route-table';
import { Loading } from '@/shared/ui/loading';
import { Page } from '@/shared/ui/page';
import { dealInfoQuery } from '../api/deal-api';
import { formEnvironment } from '../lib/form-environment';
import { DEAL_LOAD_FAILED } from '../lib/task-texts';
import { DealChats } from './deal-chats';
import { DealHeader } from './deal-header';
import { StrategyWarning } from './deal-warnings';
import { DealStepView } from './deal-step-view';
import './task-page.css';

/**
 * The deal page `/deal/{id}` (001 §2): the deal's head, its steps (`?step=`, `?variant=` in the URL), the common
 * errors and the step: the server's form through the form engine (read-only: the deal view), the comments, or, for
 * the steps not built yet, their title and a plain note.
 */
export function DealPage() {
  const dealId = Number(useParams().id);
  const user = useCurrentUser().data;
  const deal = useQuery(dealInfoQuery(dealId));
  const endpoint = useMemo(() => dealInfoFormEndpoint(dealId), [dealId]);
  const form = useServerForm({ endpoint });
  const shown = form.form;
  const title = `${routeByName('deal-view').title} № ${dealId}`;

  if (deal.isError || form.query.isError) {
    return (
      <Page title={title}>
        <div className="card task-page__gone" role="alert">
          <p>{DEAL_LOAD_FAILED}</p>
          <Button
            type="button"
            label="Повторить"
            icon="pi pi-refresh"
            onClick={() => void Promise.all([deal.refetch(), form.query.refetch()])}
          />
        </div>
      </Page>
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
        />
      )}
    </Page>
  );
}
