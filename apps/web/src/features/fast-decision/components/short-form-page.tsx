import { PageNotice } from '@/shared/ui/page-notice';
import type { RecognizedData } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/shared/api/api-error';
import {
  FormCommonErrors,
  ServerFormView,
  clearDrafts,
  useServerForm,
  type FormEnvironment,
} from '@/shared/form-engine';
import { href } from '@/shared/routing/paths';
import { Loading } from '@/shared/ui/loading';
import { Page } from '@/shared/ui/page';
import { toast } from '@/shared/ui/toast';
import { NO_SUCH_TASK } from '../api/short-form-api';
import { SHORT_FORM_SOURCE, shortFormEndpoint } from '../api/short-form-endpoint';
import { recognizedFills } from '../lib/recognized-fill';
import { MAX_CREDIT_TEXT, MAX_CREDIT_SUM } from '../lib/short-form';
import { ROOT } from '../lib/short-form-tree';
import { shortFormPageTexts as texts } from '../lib/short-form-texts';
import { ShortFormDocuments } from './short-form-documents';
import './short-form-page.css';

/** The short form needs no deal contacts, markers or underwriter hints: a plain operator's form. */
const ENVIRONMENT: Omit<FormEnvironment, 'requestReload'> = {
  underwriter: false,
  showChanged: false,
  phoneActions: false,
  canUpload: true,
  readOnly: false,
};

/**
 * The short form `/short-request-person/{dealId}` (000 §2.12): the uploaders of the passport and the consent (the
 * recognised data fills the fields still empty; the consent generated with the person's data), the main personal
 * data, the addresses, the passport and driver's licence, the vehicle and the credit terms. Saving goes to the deal
 * list; a credit above 12,000,000 cannot be sent ('Максимальная сумма кредита - 12 млн. рублей'); a task that does
 * not exist says 'Данная задача не существует' and goes to the deal list; 403 'Нет доступа'. What is typed is kept
 * (the engine's drafts) through reloads and refusals.
 */
export function ShortFormPage() {
  const dealId = Number(useParams().id);
  const navigate = useNavigate();
  const endpoint = useMemo(() => shortFormEndpoint(dealId), [dealId]);
  const form = useServerForm({ endpoint });
  const loadError = form.query.error;
  const status = isApiError(loadError) ? loadError.status : null;
  const costRequested = useWatch({ control: form.methods.control, name: `${ROOT}.vehicle.costRequested` }) as unknown;
  const overLimit = typeof costRequested === 'number' && costRequested > MAX_CREDIT_SUM;

  useEffect(() => {
    if (status !== 404) return;
    clearDrafts(`${SHORT_FORM_SOURCE}:${dealId}:`);
    toast.error(NO_SUCH_TASK);
    navigate(href('deal-list'));
  }, [status, dealId, navigate]);

  const fillRecognized = (data: RecognizedData) => {
    for (const { path, value } of recognizedFills(form.methods.getValues(), data)) {
      form.methods.setValue(path, value, { shouldDirty: true });
      form.methods.clearErrors(path);
    }
  };

  const save = async () => {
    const outcome = await form.save();
    if (outcome.kind === 'saved') {
      clearDrafts(`${SHORT_FORM_SOURCE}:${dealId}:`);
      toast.success(texts.saved);
      navigate(href('deal-list'));
    } else if (outcome.kind === 'failed' && isApiError(outcome.error) && outcome.error.status === 404) {
      clearDrafts(`${SHORT_FORM_SOURCE}:${dealId}:`);
      toast.error(NO_SUCH_TASK);
      navigate(href('deal-list'));
    }
  };

  const title = texts.title(dealId);
  if (status === 403) return <PageNotice title={title} text={texts.denied} />;
  if (loadError && status !== 404) {
    return <PageNotice title={title} text={texts.loadFailed} onRetry={() => void form.query.refetch()} />;
  }
  if (!form.form || form.query.isFetching) {
    return (
      <Page title={title}>
        <Loading label={texts.loading} />
      </Page>
    );
  }

  const busy = form.busy !== null;
  return (
    <Page
      title={title}
      actions={
        <Button
          type="button"
          label={texts.save}
          icon="pi pi-check"
          size="small"
          loading={form.busy === 'save'}
          disabled={busy || overLimit}
          onClick={() => void save()}
          data-testid="short-form-save"
        />
      }
    >
      <div className="short-form">
        <ShortFormDocuments form={form} onRecognized={fillRecognized} disabled={busy} />
        <FormCommonErrors errors={form.commonErrors} />
        {overLimit ? (
          <p className="short-form__limit p-error" role="alert" data-testid="short-form-limit">
            <i className="pi pi-exclamation-circle" aria-hidden="true" /> {MAX_CREDIT_TEXT}
          </p>
        ) : null}
        <ServerFormView form={form} env={ENVIRONMENT} />
      </div>
    </Page>
  );
}
