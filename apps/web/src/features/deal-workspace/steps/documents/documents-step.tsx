import './documents.css';
import type { DocumentGroupEntry, StoredFile, FormField } from '@autocredit/generated/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TabPanel, TabView } from 'primereact/tabview';
import { useEffect, useMemo, useState } from 'react';
import { logFailure } from '@/shared/api/log-failure';
import { queryKeys } from '@/shared/api/query-keys';
import { toast } from '@/shared/ui/toast';
import { Loading } from '@/shared/ui/loading';
import { documentChangesQuery, documentListQuery, documentsMergedPdf, documentsZip } from './documents-api';
import type { DocumentsAccess } from './documents-access';
import {
  defaultTab,
  documentFieldsByCode,
  documentTexts,
  groupDocuments,
  groupTabs,
  groupTitle,
  uploadRules,
} from './documents';
import { DocumentCard } from './document-card';
import { DocumentViewerDialog } from './document-viewer-dialog';
import { useSaveFile } from './use-save-file';
import { ToolbarButton } from './document-buttons';

const LOAD_FAILED = 'Не удалось загрузить документы';

/** The ids of the registered documents among `docs` (those a zip or a merged PDF can name). */
const registeredIds = (docs: readonly DocumentGroupEntry[]): number[] =>
  docs.flatMap((d) => (typeof d.id === 'number' && d.code ? [d.id] : []));

/** The props of the documents screen. */
export interface DocumentsStepProps {
  dealId: number;
  /** The deal's document collection (`collection.id`); none: nothing to show. */
  collectionId: number | null;
  /** The groups of the step (its tabs), see `documentStepScope`. */
  groups: readonly string[];
  /** Also the other groups the deal has, after the step's (`documentStepScope`). */
  others?: boolean;
  /** Only these document codes (a step of one document, `additionalFile`). */
  codes?: readonly string[];
  /** The step's form fields: the upload rules of each document (limit, config, media types, size, allow_delete). */
  fields?: Record<string, FormField>;
  /** The user's rights on this page (`documentsAccess`). */
  access: DocumentsAccess;
  /** The page's allow-delete flag; absent: each document's field says (`allow_delete`). */
  allowDelete?: boolean;
}

/**
 * The documents screen of the deal page's document steps (001 §2.7): a tab per document group ('deal' first shown),
 * each document with its files; 'Скачать все документы' (docs.zip of every registered document, 'Нет документов'
 * when there is none) and 'Скачать группу одним PDF' (the tab's documents, 'Файл не может быть загружен' without
 * one); the viewer of a file. Underwriters outside the deal view see the files changed since the previous snapshot.
 */
export function DocumentsStep({
  dealId,
  collectionId,
  groups,
  codes,
  others = false,
  fields,
  access,
  allowDelete,
}: DocumentsStepProps) {
  const queryClient = useQueryClient();
  // 'and others' (001 §2.7): every group the deal has, the step's first
  const list = useQuery({
    ...documentListQuery(collectionId ?? 0, others ? [] : groups),
    enabled: collectionId !== null,
  });
  const changes = useQuery({ ...documentChangesQuery(dealId), enabled: access.showChanges });
  const [chosen, setChosen] = useState<string | null>(null);
  const [viewed, setViewed] = useState<{ files: readonly StoredFile[]; index: number } | null>(null);
  const { busy, save } = useSaveFile();
  const byCode = useMemo(() => documentFieldsByCode(fields), [fields]);

  const tabs = useMemo(() => {
    const answer = list.data ?? {};
    return groupTabs(groups, Object.keys(answer))
      .map((group) => ({ group, docs: groupDocuments(group, answer[group] ?? [], byCode, codes) }))
      .filter((tab) => tab.docs.length > 0);
  }, [list.data, groups, byCode, codes]);

  useEffect(() => {
    if (list.isError) logFailure('The documents', list.error);
  }, [list.isError, list.error]);

  if (collectionId === null) return <p className="documents__note">{documentTexts.empty}</p>;
  if (list.isPending) return <Loading label="Загрузка документов" />;
  if (list.isError) return <p className="documents__note p-error">{LOAD_FAILED}</p>;
  if (tabs.length === 0) return <p className="documents__note">{documentTexts.empty}</p>;

  const found = tabs.findIndex((tab) => tab.group === chosen);
  const active = found >= 0 ? found : defaultTab(tabs.map((tab) => tab.group));
  const current = tabs[active]!;
  const onChanged = () => queryClient.invalidateQueries({ queryKey: queryKeys.documents.collection(collectionId) });

  const zip = () => {
    const ids = registeredIds(tabs.flatMap((tab) => tab.docs));
    if (ids.length === 0) {
      toast.error(documentTexts.noDocuments);
      return;
    }
    void save('zip', () => documentsZip(ids), 'docs.zip');
  };
  const groupPdf = () => {
    const ids = registeredIds(current.docs);
    if (ids.length === 0) {
      toast.error(documentTexts.cannotLoadFile);
      return;
    }
    void save('group-pdf', () => documentsMergedPdf(ids), `${groupTitle(current.group)}.pdf`);
  };

  return (
    <div className="documents" data-testid="documents-step">
      {access.canDownload ? (
        <div className="documents__toolbar">
          <ToolbarButton icon="pi pi-download" label="Скачать все документы" loading={busy === 'zip'} onClick={zip} />
          <ToolbarButton
            icon="pi pi-file-pdf"
            label="Скачать группу одним PDF"
            loading={busy === 'group-pdf'}
            onClick={groupPdf}
          />
        </div>
      ) : null}
      <TabView scrollable activeIndex={active} onTabChange={(event) => setChosen(tabs[event.index]?.group ?? null)}>
        {tabs.map((tab) => (
          <TabPanel key={tab.group} header={groupTitle(tab.group)}>
            {tab.docs.map((doc) => (
              <DocumentCard
                key={doc.code}
                dealId={dealId}
                collectionId={collectionId}
                group={tab.group}
                doc={doc}
                access={access}
                rules={uploadRules(byCode.get(doc.code))}
                allowDelete={allowDelete}
                changes={access.showChanges ? (changes.data ?? undefined) : undefined}
                onView={(files, index) => setViewed({ files, index })}
                onChanged={onChanged}
              />
            ))}
          </TabPanel>
        ))}
      </TabView>
      <DocumentViewerDialog
        dealId={dealId}
        files={viewed?.files ?? []}
        index={viewed ? viewed.index : null}
        onIndex={(index) => setViewed((shown) => (shown ? { ...shown, index } : shown))}
        onHide={() => setViewed(null)}
        canDownload={access.canDownload}
        canViewPersonInfo={access.canViewPersonInfo}
      />
    </div>
  );
}
