import type { StoredFile } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DocumentViewer } from '@/shared/ui/document-viewer';
import { fileContentQuery } from './documents-api';
import { viewerTexts } from './document-viewer';
import { DocumentView } from './document-view';
import { PersonInfoPanel } from './person-info-panel';
import { useSaveFile } from './use-save-file';

/** The props of the document viewer. */
export interface DocumentViewerDialogProps {
  dealId: number;
  /** The files to page through (a document's). */
  files: readonly StoredFile[];
  /** The file shown; null: the viewer is closed. */
  index: number | null;
  onIndex(index: number): void;
  onHide(): void;
  /** Auditors cannot download (001 §6). */
  canDownload: boolean;
  /** The personal-info panel: the view-person-info privilege (001 §6). */
  canViewPersonInfo: boolean;
}

/**
 * The deal's document viewer (001 §2.7, §9): the shared viewer (`@/shared/ui/document-viewer`: pages or picture,
 * zoom, turns, the previous and next file of the document) with the download (not for auditors) and, with
 * view-person-info, the personal-info panel beside it.
 */
export function DocumentViewerDialog(props: DocumentViewerDialogProps) {
  const { dealId, files, index, onIndex, onHide, canDownload, canViewPersonInfo } = props;
  const [persons, setPersons] = useState(true);
  const { busy, save } = useSaveFile();
  const queryClient = useQueryClient();
  const file = index === null ? undefined : files[index];

  return (
    <DocumentViewer
      name={file ? file.name : null}
      paging={{ index: index ?? 0, count: files.length, onIndex }}
      onHide={onHide}
      onDownload={
        canDownload && file
          ? () => void save('viewer', () => queryClient.fetchQuery(fileContentQuery(file)), file.name)
          : undefined
      }
      downloading={busy === 'viewer'}
      tools={
        canViewPersonInfo ? (
          <Button
            type="button"
            icon="pi pi-id-card"
            size="small"
            text={!persons}
            label={viewerTexts.personInfo}
            aria-pressed={persons}
            onClick={() => setPersons((shown) => !shown)}
          />
        ) : null
      }
      aside={canViewPersonInfo && persons ? <PersonInfoPanel dealId={dealId} /> : null}
    >
      {({ zoom, rotation }) => (file ? <DocumentView file={file} zoom={zoom} rotation={rotation} /> : null)}
    </DocumentViewer>
  );
}
