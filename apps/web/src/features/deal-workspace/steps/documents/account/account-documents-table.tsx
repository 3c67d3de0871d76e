import type { DocumentExample, DocumentGroupEntry } from '@autocredit/generated/api';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { accountDocumentTexts as texts } from './account-documents';
import type { UploadRules } from '../documents';
import { AccountGeneratedCell } from './account-generated-cell';
import type { AccountFileActions } from './account-file-item';
import { AccountSignedCell } from './account-signed-cell';

/** The props of one group's table on the account-documents panel. */
export interface AccountDocumentsTableProps {
  collectionId: number;
  group: string;
  docs: readonly DocumentGroupEntry[];
  /** The last form: one column 'Распечатать гарантийные и платежи' (no signed files, no upload, no examples). */
  lastForm: boolean;
  actions: AccountFileActions;
  canUpload: boolean;
  /** The upload rules of a document (its field in the step's form). */
  rulesOf(code: string): UploadRules;
  /** Downloads an example; absent for who may not download. */
  onExample?: (example: DocumentExample) => void;
  onRegistered(): Promise<unknown>;
}

/**
 * The documents of one group (002 §2 'Credit inspector checker and GOZ checker'): a row per document with the
 * columns 'Документы необходимые для оформления клиентом' (the generated files) and 'Документы оформленные клиентом'
 * (the signed files, the upload), or, on the last form, the one column 'Распечатать гарантийные и платежи'.
 */
export function AccountDocumentsTable(props: AccountDocumentsTableProps) {
  const { collectionId, group, docs, lastForm, actions, canUpload, rulesOf, onExample, onRegistered } = props;
  return (
    <DataTable
      cellMemo={false}
      value={[...docs]}
      size="small"
      dataKey="code"
      emptyMessage={texts.noDocuments}
      className="account-documents__table"
    >
      <Column
        header={lastForm ? texts.printGuarantees : texts.toSign}
        body={(doc: DocumentGroupEntry) => (
          <AccountGeneratedCell doc={doc} actions={actions} {...(!lastForm && onExample && { onExample })} />
        )}
      />
      {lastForm ? null : (
        <Column
          header={texts.signed}
          body={(doc: DocumentGroupEntry) => (
            <AccountSignedCell
              collectionId={collectionId}
              group={group}
              doc={doc}
              actions={actions}
              canUpload={canUpload}
              rules={rulesOf(doc.code)}
              onRegistered={onRegistered}
            />
          )}
        />
      )}
    </DataTable>
  );
}
