import type { User } from '@autocredit/generated/api';
import { ServerFormView, type FormEnvironment, type ServerForm } from '@/shared/form-engine';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { dealStepKind } from './deal-steps';
import { documentStepScope, documentsAccess, DocumentsStep } from '@/features/deal-workspace/steps/documents';
import {
  canApplyVariants,
  loanVariantColumns,
  seesAllVariants,
  LoanVariantsPanel,
} from '@/features/deal-workspace/steps/release-decision';
import { scoringAccess, HistoryChecksStep, ScoringStep } from '@/features/deal-workspace/steps/checks';
import { ComparisonStep } from '@/features/deal-workspace/steps/comparison';
import { DealCommentsStep } from '@/features/deal-workspace/steps/comments';
import { MakeDecisionStep } from '@/features/deal-workspace/steps/decision';
import { DecisionListStep, HistoryStep } from '@/features/deal-workspace/steps/history';
import { FinanceStep, GskCalculatorButton } from '@/features/deal-workspace/steps/finance';
import { HolderContactsTables, PersonSearches, PersonTabActions } from '@/features/deal-workspace/steps/client';
import { STEP_NOT_YET } from '../page-texts';

/** The props of DealStepView. */
export interface DealStepViewProps {
  dealId: number;
  /** The deal's client (the finance step's budget, the INN search); undefined while the deal loads. */
  clientId: number | undefined;
  collectionId: number | null;
  /** The page's form (the deal page's or the underwriter task's), showing the step. */
  form: ServerForm<unknown>;
  env: Omit<FormEnvironment, 'requestReload'>;
  user: User | undefined;
  /** The deal view `/deal/{id}` (read-only, verification allowed); false: the underwriter's task page. */
  dealView: boolean;
  /**
   * The user works the deal (holds an open task of it): the budgets are changed by whoever works the deal, so the
   * finance step's edit controls show only then. True on the task page.
   */
  worksDeal?: boolean;
  /** A closing decision was saved (the task page then waits for the process). */
  onDecided?: () => void;
  /**
   * Saves the step where it is (the task page, whose form may be edited): the client step's tabs then each carry
   * their save or edit (001 §2.2). The deal view is read-only: none.
   */
  onSaveStep?: () => void;
}

/**
 * One step of a deal's review (001 §2), the same on the deal page and on the underwriter's task page: the server's
 * form (client, credit, car, workInfo, contacts with the holders' tables), the comments, the finance, the documents,
 * history, decisions, checks, comparison and the decision steps; a step not built yet shows its title and a note.
 */
export function DealStepView({
  dealId,
  clientId,
  collectionId,
  form,
  env,
  user,
  dealView,
  worksDeal = true,
  onDecided,
  onSaveStep,
}: DealStepViewProps) {
  const shown = form.form;
  const step = form.step;
  const kind = dealStepKind(step);
  const auditor = isAllowed(user, policies.auditor);
  if (!shown) return null;

  switch (kind) {
    case 'comments':
      return <DealCommentsStep dealId={dealId} />;
    case 'finance':
      return clientId === undefined ? null : (
        <FinanceStep
          dealId={dealId}
          clientId={clientId}
          collectionId={collectionId}
          form={form}
          env={env}
          canEdit={env.underwriter && worksDeal}
          showResults={!auditor}
          showPaymentMax={isAllowed(user, policies.variantsPaymentMax)}
          incomeActions={
            isAllowed(user, policies.financeCalculators) && !auditor ? (
              <GskCalculatorButton dealId={dealId} />
            ) : undefined
          }
        />
      );
    case 'decision':
      if (step !== 'decision' && step !== 'underwriterDecision') break;
      return (
        <>
          <MakeDecisionStep
            dealId={dealId}
            step={step}
            form={form}
            env={env}
            underwriter={env.underwriter}
            auditor={auditor}
            onDecided={onDecided}
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
      );
    case 'documents':
      if (step !== 'commonDocuments' && step !== 'underwriterFiles' && step !== 'additionalFile') break;
      return (
        <DocumentsStep
          dealId={dealId}
          collectionId={collectionId}
          {...documentStepScope(step)}
          fields={shown.fields}
          access={documentsAccess(user, { dealView, verificationAllowed: dealView })}
        />
      );
    case 'comparison':
      return <ComparisonStep dealId={dealId} />;
    case 'checks':
      return (
        <ScoringStep
          dealId={dealId}
          dealView={dealView}
          {...scoringAccess(user)}
          onReload={() => void form.query.refetch()}
        />
      );
    case 'historyChecks':
      return <HistoryChecksStep dealId={dealId} showInfo={scoringAccess(user).showInfo} />;
    case 'history':
      return <HistoryStep dealId={dealId} />;
    case 'decisions':
      return <DecisionListStep dealId={dealId} underwriter={env.underwriter} />;
    case 'form':
      return (
        <div className="task-page__form">
          {step === 'contacts' ? (
            <HolderContactsTables
              dealId={dealId}
              underwriter={env.underwriter}
              phoneActions={env.phoneActions}
              username={user?.username ?? ''}
              canDownload={isAllowed(user, policies.pbxDownload)}
              showChanges={env.showChanged}
            />
          ) : null}
          <ServerFormView
            form={form}
            env={env}
            tabExtras={
              step === 'client'
                ? (tab) => (
                    <>
                      {onSaveStep && !env.readOnly ? (
                        <PersonTabActions
                          form={form}
                          title={shown.fields[tab]?.label ?? tab}
                          fields={shown.fields[tab]?.children ?? {}}
                          onSave={onSaveStep}
                        />
                      ) : null}
                      {env.underwriter && (tab === 'client' || tab === 'spouse') ? (
                        <PersonSearches
                          dealId={dealId}
                          tab={tab}
                          clientId={tab === 'client' ? clientId : undefined}
                          onInnLoaded={() => void form.query.refetch()}
                        />
                      ) : null}
                    </>
                  )
                : undefined
            }
          />
        </div>
      );
    default:
      break;
  }
  return (
    <section className="card deal-page__not-yet" aria-labelledby="deal-step-title">
      <h2 id="deal-step-title">{(step && shown.steps?.[step]) ?? ''}</h2>
      <p>{STEP_NOT_YET}</p>
    </section>
  );
}
