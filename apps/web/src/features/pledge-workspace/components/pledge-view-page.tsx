import { PageNotice } from '@/shared/ui/page-notice';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/shared/api/api-error';
import { useCurrentUser } from '@/shared/api/queries';
import { StepBar, pledgeInfoFormEndpoint, useServerForm } from '@/shared/form-engine';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { routeByName } from '@/shared/routing/route-table';
import { Loading } from '@/shared/ui/loading';
import { Page } from '@/shared/ui/page';
import { offersRegistryCheck } from '../lib/pledge-status';
import { PLEDGE_LABELS, PLEDGE_LOAD_FAILED, PLEDGE_NOT_FOUND } from '../lib/pledge-texts';
import { PledgeDocsTable } from './pledge-docs-table';
import { PledgeHistoryTable } from './pledge-history-table';
import { PledgeSummary } from './pledge-summary';
import { RegistryCheckButton } from './registry-check-button';
import './pledge-workspace.css';

/**
 * The pledge view `/pledge-view/{id}` (002 §2 'Pledge view'), read-only: its steps (`?step=`), the docs step's files
 * (id, name, creation date, download) and the history step's process log; the other steps show the pledge. A pledge
 * whose registration failed (reg_error_upload) offers the registry check. A 403 goes back one page.
 */
export function PledgeViewPage() {
  const pledgeId = Number(useParams().id);
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const endpoint = useMemo(() => pledgeInfoFormEndpoint(pledgeId), [pledgeId]);
  const form = useServerForm({ endpoint });
  const loadError = form.query.error;
  const forbidden = isApiError(loadError) && loadError.status === 403;
  const notFound = isApiError(loadError) && loadError.status === 404;

  useEffect(() => {
    if (forbidden) navigate(-1);
  }, [forbidden, navigate]);

  const routeTitle = routeByName('pledge-view').title;
  if (notFound) return <PageNotice title={routeTitle} text={PLEDGE_NOT_FOUND} />;
  if (loadError && !forbidden) {
    return <PageNotice title={routeTitle} text={PLEDGE_LOAD_FAILED} onRetry={() => void form.query.refetch()} />;
  }
  const shown = form.form;
  const extra = form.extra;
  if (!shown || !extra || form.query.isFetching) {
    return (
      <Page title={routeTitle}>
        <Loading label="Загрузка залога" />
      </Page>
    );
  }

  const { pledge, files } = extra;
  const step = form.step;
  return (
    <Page title={`${PLEDGE_LABELS.pledge} № ${pledge.id}`}>
      <div className="pledge-view__toolbar">
        <span>
          {PLEDGE_LABELS.status}: <strong>{pledge.statusName}</strong>
        </span>
        {offersRegistryCheck(pledge.status) ? <RegistryCheckButton pledgeId={pledge.id} /> : null}
      </div>
      <StepBar steps={shown.steps} current={step} onStep={(next) => form.goToStep(next)} />
      {step === 'docs' ? (
        <PledgeDocsTable files={files} canDownload={!isAllowed(user, policies.auditor)} />
      ) : step === 'history' ? (
        <PledgeHistoryTable pledgeId={pledge.id} />
      ) : (
        <PledgeSummary pledge={pledge} />
      )}
    </Page>
  );
}
