import { dealContactWidget } from './deal-contact';
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
  file: pending,
  address: pending,
  organization: pending,
  dealContact: dealContactWidget,
  commonAsyncDocument: pending,
  firstName: pending,
  surName: pending,
  middleName: pending,
  downloadFile: pending,
  hidden: pending,
  collection: pending,
  carCost: pending,
  choiceAuto: pending,
  fioAndGender: pending,
  cancelServiceBtn: pending,
  form: pending,
};
