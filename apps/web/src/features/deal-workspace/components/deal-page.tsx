import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '@/shared/api/queries';
import { FormCommonErrors, ServerFormView, StepBar, dealInfoFormEndpoint, useServerForm } from '@/shared/form-engine';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { routeByName } from '@/shared/routing/route-table';
import { Loading } from '@/shared/ui/loading';
import { Page } from '@/shared/ui/page';
import { dealInfoQuery } from '../api/deal-api';
import { dealStepKind } from '../lib/deal-steps';
import { documentStepScope } from '../lib/documents';
import { documentsAccess } from '../lib/documents-access';
import { canApplyVariants, loanVariantColumns, seesAllVariants } from '../lib/loan-variants';
import { scoringAccess } from '../lib/scoring';
import { formEnvironment } from '../lib/form-environment';
import { DEAL_LOAD_FAILED, STEP_NOT_YET } from '../lib/task-texts';
import { ComparisonStep } from './comparison-step';
import { DealChats } from './deal-chats';
import { DealHeader } from './deal-header';
import { DecisionStep } from './decision-step';
import { DecisionsStep } from './decisions-step';
import { HistoryChecksStep } from './history-checks-step';
import { HistoryStep } from './history-step';
import { ScoringStep } from './scoring-step';
import { LoanVariantsPanel } from './loan-variants-panel';
import { DocumentsStep } from './documents-step';
import { FinanceStep } from './finance-step';
import { GskCalculatorButton } from './gsk-calculator-button';
import { HolderContactsTables } from './holder-contacts';
import { StrategyWarning } from './deal-warnings';
import { PersonSearches } from './person-searches';
import { DealCommentsStep } from './deal-comments-step';
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
  const kind = dealStepKind(step);
  const stepTitle = (step && shown?.steps?.[step]) ?? '';
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
      ) : kind === 'comments' ? (
        <DealCommentsStep dealId={dealId} />
      ) : kind === 'finance' && deal.data?.client ? (
        <FinanceStep
          dealId={dealId}
          clientId={deal.data.client.id}
          collectionId={deal.data.collection?.id ?? null}
          form={form}
          env={env}
          canEdit={env.underwriter}
          showPdn={!isAllowed(user, policies.auditor)}
          incomeActions={
            isAllowed(user, policies.financeCalculators) && !isAllowed(user, policies.auditor) ? (
              <GskCalculatorButton dealId={dealId} />
            ) : undefined
          }
        />
      ) : kind === 'decision' && (step === 'decision' || step === 'underwriterDecision') ? (
        <>
          <DecisionStep
            dealId={dealId}
            step={step}
            form={form}
            env={env}
            underwriter={env.underwriter}
            auditor={isAllowed(user, policies.auditor)}
          />
          {step === 'underwriterDecision' ? (
            <LoanVariantsPanel
              dealId={dealId}
              columns={loanVariantColumns(user)}
              showAll={seesAllVariants(user)}
              canApply={env.underwriter && canApplyVariants(user)}
            />
          ) : null}
        </>
      ) : kind === 'documents' &&
        (step === 'commonDocuments' || step === 'underwriterFiles' || step === 'additionalFile') ? (
        <DocumentsStep
          dealId={dealId}
          collectionId={deal.data?.collection?.id ?? null}
          {...documentStepScope(step)}
          fields={shown.fields}
          access={documentsAccess(user, { dealView: true, verificationAllowed: true })}
        />
      ) : kind === 'comparison' ? (
        <ComparisonStep dealId={dealId} />
      ) : kind === 'checks' ? (
        <ScoringStep dealId={dealId} dealView {...scoringAccess(user)} onReload={() => void form.query.refetch()} />
      ) : kind === 'historyChecks' ? (
        <HistoryChecksStep dealId={dealId} showInfo={scoringAccess(user).showInfo} />
      ) : kind === 'history' ? (
        <HistoryStep dealId={dealId} />
      ) : kind === 'decisions' ? (
        <DecisionsStep dealId={dealId} underwriter={env.underwriter} />
      ) : kind !== 'form' ? (
        <section className="card deal-page__not-yet" aria-labelledby="deal-step-title">
          <h2 id="deal-step-title">{stepTitle}</h2>
          <p>{STEP_NOT_YET}</p>
        </section>
      ) : (
        <div className="task-page__form">
          {step === 'contacts' ? (
            <HolderContactsTables
              dealId={dealId}
              underwriter={env.underwriter}
              phoneActions={env.phoneActions}
              username={user?.username ?? ''}
              canDownload={isAllowed(user, policies.pbxDownload)}
              showChanges={false}
            />
          ) : null}
          <ServerFormView
            form={form}
            env={env}
            tabExtras={
              step === 'client' && env.underwriter
                ? (tab) =>
                    tab === 'client' || tab === 'spouse' ? (
                      <PersonSearches
                        dealId={dealId}
                        tab={tab}
                        clientId={tab === 'client' ? deal.data?.client?.id : undefined}
                        onInnLoaded={() => void form.query.refetch()}
                      />
                    ) : null
                : undefined
            }
          />
        </div>
      )}
    </Page>
  );
}
