import '../documents.css';
import './account-documents.css';
import type { DocumentExample, StoredFile, FormField } from '@autocredit/generated/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { useEffect, useMemo, useState } from 'react';
import { logFailure } from '@/shared/api/log-failure';
import { queryKeys } from '@/shared/api/query-keys';
import { fileContent } from '@/shared/files';
import { toast } from '@/shared/ui/toast';
import { Loading } from '@/shared/ui/loading';
import { exampleFile } from './account-documents-api';
import { documentListQuery, documentsZip } from '../documents-api';
import {
  accountDocumentTexts as texts,
  canPrintIn,
  exampleFileName,
  panelGroups,
  registeredDocumentIds,
} from './account-documents';
import { documentFieldsByCode, documentTexts, groupTitle, uploadRules } from '../documents';
import type { AccountFileActions } from './account-file-item';
import { AccountDocumentsTable } from './account-documents-table';
import { BulkUploader } from './bulk-uploader';
import { useFileOutput } from './use-file-output';
import { ToolbarButton } from '../document-buttons';

/** The props of the account-documents panel. */
export interface AccountDocumentsPanelProps {
  dealId: number;
  /** The deal's document collection (`deal.collectionId`); none: nothing to show. */
  collectionId: number | null;
  /** The document groups shown, in order, each a collapsible section (e.g. `['accountSign', 'release']`). */
  groups: readonly string[];
  /** The last form: one column 'Распечатать гарантийные и платежи', no signed files, no uploads. */
  lastForm?: boolean;
  /** The upload-document privilege: a signed file per document and the common uploader. */
  canUpload: boolean;
  /** All but auditors: 'Скачать все документы', each file's download and print, the examples. */
  canDownload: boolean;
  /** All but auditors: writing comments on files (the comments are read by everyone). */
  canComment: boolean;
  /** The step's form fields: the upload rules of each document (config, media types, size); none: the defaults. */
  fields?: Record<string, FormField>;
  /** Whether printing is offered; by default everywhere but Firefox (002 §2: hidden in one browser family). */
  canPrint?: boolean;
  /**
   * Called after the documents changed here (a signed file registered, a bulk upload recognised), once the list is
   * refreshed: a page that also posts the step's form reloads it (`form.reload()`), so that its document fields hold
   * the files as they are now.
   */
  onChanged?: () => unknown;
}

/**
 * The account-documents panel of the checkers' tasks and of the credit inspector's signing (002 §2 'Credit
 * inspector checker and GOZ checker', §4, §5, §7): 'Скачать все документы' (docs.zip of the panel's documents, 'Нет
 * документов' without one), a collapsible section per group with a row per document: its verification mark, the
 * generated files ('Документы необходимые для оформления клиентом') and the signed ones ('Документы оформленные
 * клиентом'), each with download, print and comments, the example files, the upload of a signed file within the
 * document's limit; on the last form the one column 'Распечатать гарантийные и платежи'. Below, the common uploader
 * with its recognition progress.
 */
export function AccountDocumentsPanel({
  dealId,
  collectionId,
  groups,
  lastForm = false,
  canUpload,
  canDownload,
  canComment,
  fields,
  canPrint = canPrintIn(navigator.userAgent),
  onChanged,
}: AccountDocumentsPanelProps) {
  const queryClient = useQueryClient();
  const list = useQuery({ ...documentListQuery(collectionId ?? 0, groups), enabled: collectionId !== null });
  const output = useFileOutput();
  const byCode = useMemo(() => documentFieldsByCode(fields), [fields]);
  const [open, setOpen] = useState<number[] | null>(null);
  const shown = useMemo(() => panelGroups(list.data ?? {}, groups), [list.data, groups]);

  useEffect(() => {
    if (list.isError) logFailure('The account documents', list.error);
  }, [list.isError, list.error]);

  if (collectionId === null) return <p className="documents__note">{documentTexts.empty}</p>;
  if (list.isPending) return <Loading label="Загрузка документов" />;
  if (list.isError) return <p className="documents__note p-error">{texts.loadFailed}</p>;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.documents.collection(collectionId) });
    onChanged?.();
  };
  const fileOf = (file: StoredFile) => () => fileContent(file.path);
  const actions: AccountFileActions = {
    dealId,
    canComment,
    busy: output.busy,
    ...(canDownload && {
      onDownload: (file: StoredFile) => void output.download(`download-${file.id}`, fileOf(file), file.name),
    }),
    ...(canDownload &&
      canPrint && { onPrint: (file: StoredFile) => void output.print(`print-${file.id}`, fileOf(file), file.name) }),
  };
  const onExample = (example: DocumentExample) =>
    void output.download(`example-${example.code}`, () => exampleFile(example.code), exampleFileName(example));
  const zip = () => {
    const ids = registeredDocumentIds(shown);
    if (ids.length === 0) {
      toast.error(texts.noDocuments);
      return;
    }
    void output.download('zip', () => documentsZip(ids), 'docs.zip');
  };

  return (
    <div className="documents account-documents" data-testid="account-documents">
      {canDownload ? (
        <div className="documents__toolbar">
          <ToolbarButton
            icon="pi pi-download"
            label={texts.downloadAll}
            loading={output.busy === 'zip'}
            onClick={zip}
          />
        </div>
      ) : null}
      <Accordion
        multiple
        activeIndex={open ?? shown.map((_, i) => i)}
        onTabChange={(event) => setOpen(event.index as number[])}
      >
        {shown.map(({ group, docs }) => (
          <AccordionTab key={group} header={groupTitle(group)}>
            <AccountDocumentsTable
              collectionId={collectionId}
              group={group}
              docs={docs}
              lastForm={lastForm}
              actions={actions}
              canUpload={canUpload}
              rulesOf={(code) => uploadRules(byCode.get(code))}
              {...(canDownload && { onExample })}
              onRegistered={refresh}
            />
          </AccordionTab>
        ))}
      </Accordion>
      {canUpload && !lastForm ? <BulkUploader collectionId={collectionId} onDone={refresh} /> : null}
    </div>
  );
}
