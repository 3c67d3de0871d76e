import './files.css';
import type { StoredFile } from '@autocredit/generated/api';
import { useEffect, useRef } from 'react';
import type { ValueWidgetProps } from '../widget-types';
import { FileList } from './file-list';
import { FilePicker } from '@/shared/files';
import { fileRules, roomLeft } from '@/shared/files';
import { UploadProgress } from '@/shared/files';
import { fileDeleter } from './delete-file';
import { useFileUploads } from '@/shared/files';

/**
 * The `file` field (002 §2, §3, §5): its value is the list of uploaded files. Files are chosen with the button or
 * dropped, each uploaded with its progress bar; the picker is disabled once the files (with those under way) reach
 * `limit` (25). With `allow_delete` each file has a delete button (a file already in a document is deleted on the
 * server first).
 */
export function FileWidget({
  field,
  id,
  value,
  onChange,
  inputRef,
  disabled,
  invalid,
}: ValueWidgetProps<StoredFile[]>) {
  const rules = fileRules(field);
  const files = Array.isArray(value) ? value : [];
  const current = useRef(files);
  useEffect(() => {
    current.current = files;
  });
  const { uploads, busy, upload } = useFileUploads(rules.config, (stored) => onChange([...current.current, ...stored]));
  const remove = fileDeleter((file) => onChange(current.current.filter((f) => f.id !== file.id)));
  const room = roomLeft(files.length + busy, rules.limit);

  return (
    <div className="file-field">
      <FilePicker
        id={id}
        inputRef={inputRef}
        multiple={rules.multiple}
        accept={rules.accept}
        disabled={disabled || room === 0}
        invalid={invalid}
        room={room}
        onFiles={upload}
      />
      <UploadProgress id={id} uploads={uploads} />
      <FileList files={files} disabled={disabled} {...(rules.allowDelete && !disabled && { onDelete: remove })} />
    </div>
  );
}
