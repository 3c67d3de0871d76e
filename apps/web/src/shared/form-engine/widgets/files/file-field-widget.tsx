import type { StoredFile } from '@autocredit/generated/api';
import type { ValueWidgetProps } from '../widget-types';
import { AsyncDocumentWidget } from './async-document-widget';
import { FileWidget } from './file-widget';

/**
 * A `file` field: with `async` its files are uploaded as soon as chosen and registered as a document of the
 * collection (like `commonAsyncDocument`); without it they are uploaded and kept in the field's value until the save.
 */
export function FileFieldWidget(props: ValueWidgetProps<StoredFile[]>) {
  return props.field.attributes?.async ? <AsyncDocumentWidget {...props} /> : <FileWidget {...props} />;
}
