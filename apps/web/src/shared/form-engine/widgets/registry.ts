import { CancelServiceButton } from './cancel-service/cancel-service-button';
import { AsyncDocumentWidget } from './files/async-document-widget';
import { DownloadFileWidget } from './files/download-file-widget';
import { FileWidget } from './files/file-widget';
import { PendingWidget } from './pending-widget';
import { valueWidget, type WidgetRegistry } from './widget-types';

const pending = valueWidget(PendingWidget, null);

/**
 * The widget of every field type of the contract (002 §2 'Dynamic form widgets'). Typed by the contract's union, so
 * a new type does not compile until it has a widget here.
 */
export const widgetRegistry: WidgetRegistry = {
  text: pending,
  textarea: pending,
  phone: pending,
  money: pending,
  checkbox: pending,
  number: pending,
  choice: pending,
  date: pending,
  birthDate: pending,
  file: valueWidget(FileWidget, []),
  address: pending,
  organization: pending,
  dealContact: pending,
  commonAsyncDocument: valueWidget(AsyncDocumentWidget, []),
  firstName: pending,
  surName: pending,
  middleName: pending,
  downloadFile: valueWidget(DownloadFileWidget, null),
  hidden: pending,
  collection: pending,
  carCost: pending,
  choiceAuto: pending,
  fioAndGender: pending,
  cancelServiceBtn: valueWidget(CancelServiceButton, null, 'none'),
  form: pending,
};
