import './files.css';
import type { ValueWidgetProps } from '../widget-types';
import { DownloadLink } from '@/shared/files';

/** The value of a `downloadFile` field: the file to download, or null when there is none. */
export interface DownloadFileValue {
  path: string;
  name: string;
}

/**
 * The `downloadFile` field (002 §2): a link that downloads the file (`GET {path}` as a blob with the session's token),
 * saved under its `name`; a read-only form still downloads. Nothing to download shows a dash.
 */
export function DownloadFileWidget({ id, value, inputRef }: ValueWidgetProps<DownloadFileValue | null>) {
  if (!value?.path) {
    return (
      <span id={id} ref={inputRef} tabIndex={-1}>
        —
      </span>
    );
  }
  return <DownloadLink id={id} inputRef={inputRef} path={value.path} name={value.name || value.path} />;
}
