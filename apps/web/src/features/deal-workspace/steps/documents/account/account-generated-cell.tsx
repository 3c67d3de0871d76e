import type { DocumentExample, DocumentGroupEntry } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { accountDocumentTexts as texts, generatedFiles } from './account-documents';
import { documentTitle, verification } from '../documents';
import { AccountFileList, type AccountFileActions } from './account-file-item';
import { VerificationMark } from '../verification-mark';

/**
 * The first cell of a document's row on the account-documents panel (002 §2): its verification mark and title, the
 * generated files to give the client (download, print, comments) and the example files to download.
 */
export function AccountGeneratedCell({
  doc,
  actions,
  onExample,
}: {
  doc: DocumentGroupEntry;
  actions: AccountFileActions;
  /** Downloads an example; absent: no examples shown (the last form, or who may not download). */
  onExample?: (example: DocumentExample) => void;
}) {
  const title = documentTitle(doc);
  const files = generatedFiles(doc);
  const examples = onExample ? (doc.examples ?? []) : [];
  return (
    <div className="account-documents__cell">
      <div className="account-documents__title">
        <VerificationMark status={verification(doc)} />
        <strong>{title}</strong>
        {examples.length > 0 ? (
          <span className="account-documents__examples">
            {examples.map((example) => (
              <Button
                key={example.code}
                type="button"
                icon="pi pi-file-export"
                label={texts.example}
                text
                size="small"
                aria-label={`${texts.example}: ${title}`}
                loading={actions.busy === `example-${example.code}`}
                onClick={() => onExample?.(example)}
              />
            ))}
          </span>
        ) : null}
      </div>
      <AccountFileList files={files} actions={actions} />
    </div>
  );
}
