import { Button } from 'primereact/button';
import { useState } from 'react';
import { failureText } from '@/shared/api/failure-text';
import { logFailure } from '@/shared/api/log-failure';
import { fileContent } from '@/shared/files';
import { saveBlob } from '@/shared/lib/save-blob';
import { toast } from '@/shared/ui/toast';
import { priorApprovalFiles } from './goz-api';
import { isPreliminaryDecision } from './goz-task';
import { DOWNLOAD_PRIOR_DECISION, PRIOR_DECISION_MISSING } from './goz-texts';

/**
 * 'Скачать предварительное решение' (002 §2 'GOZ task', §7): shown for a deal whose decision is preliminary (its type
 * starts with `preliminary`); gets the decision's files (`get-files/{collectionId}/priorApproval/service`) and saves
 * each under its name. None: a warning; a failure: the server's text (or 'Что-то пошло не так').
 */
export function PriorDecisionButton({
  collectionId,
  decisionType,
}: {
  /** The deal's document collection (`task.deal.collectionId`). */
  collectionId: number | null | undefined;
  /** The deal's decision type (`task.deal.decisionType`). */
  decisionType: string | null | undefined;
}) {
  const [busy, setBusy] = useState(false);
  if (!collectionId || !isPreliminaryDecision(decisionType)) return null;

  const download = async () => {
    setBusy(true);
    try {
      const files = await priorApprovalFiles(collectionId);
      if (files.length === 0) toast.warn(PRIOR_DECISION_MISSING);
      for (const file of files) saveBlob(await fileContent(file.path), file.name);
    } catch (error) {
      const text = failureText(error);
      if (text) toast.error(text);
      else logFailure('The preliminary decision', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="button"
      label={DOWNLOAD_PRIOR_DECISION}
      icon="pi pi-download"
      outlined
      size="small"
      loading={busy}
      disabled={busy}
      onClick={() => void download()}
    />
  );
}
