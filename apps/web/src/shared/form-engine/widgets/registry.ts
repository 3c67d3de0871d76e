import { AddressWidget } from './address/address-widget';
import { AsyncDocumentWidget } from './files/async-document-widget';
import { CancelServiceButton } from './cancel-service/cancel-service-button';
import { CheckboxWidget } from './basic/checkbox-widget';
import { ChoiceWidget } from './basic/choice-widget';
import { CollectionWidget } from './basic/collection-widget';
import { DateWidget } from './basic/date-widget';
import { DownloadFileWidget } from './files/download-file-widget';
import { FileFieldWidget } from './files/file-field-widget';
import { GroupWidget } from './basic/group-widget';
import { HiddenWidget } from './basic/hidden-widget';
import { MoneyWidget } from './basic/money-widget';
import { NumberWidget } from './basic/number-widget';
import { PhoneWidget } from './basic/phone-widget';
import { TextWidget } from './basic/text-widget';
import { TextareaWidget } from './basic/textarea-widget';
import { dealContactWidget } from './deal-contact';
import { CarCostWidget } from './car/car-cost-widget';
import { isCarIncomplete } from './car/car-cascade';
import { CarWidget } from './car/car-widget';
import { EMPTY_FIO_AND_GENDER, FioAndGenderWidget, NamePartWidget } from './person-name';
import { OrganizationWidget } from './organization';
import { valueWidget, type WidgetRegistry } from './widget-types';

/**
 * The widget of every field type of the contract (002 §2 'Dynamic form widgets'). Typed by the contract's union, so
 * a new type does not compile until it has a widget here.
 */
export const widgetRegistry: WidgetRegistry = {
  text: valueWidget(TextWidget, ''),
  textarea: valueWidget(TextareaWidget, ''),
  phone: valueWidget(PhoneWidget, ''),
  money: valueWidget(MoneyWidget, null),
  checkbox: valueWidget(CheckboxWidget, 'false', 'none'),
  number: valueWidget(NumberWidget, null),
  choice: valueWidget(ChoiceWidget, null),
  date: valueWidget(DateWidget, null),
  birthDate: valueWidget(DateWidget, null),
  file: valueWidget(FileFieldWidget, []),
  address: valueWidget(AddressWidget, null),
  organization: valueWidget(OrganizationWidget, null),
  dealContact: dealContactWidget,
  commonAsyncDocument: valueWidget(AsyncDocumentWidget, []),
  firstName: valueWidget(NamePartWidget, ''),
  surName: valueWidget(NamePartWidget, ''),
  middleName: valueWidget(NamePartWidget, ''),
  downloadFile: valueWidget(DownloadFileWidget, null),
  hidden: valueWidget(HiddenWidget, null, 'none'),
  collection: { kind: 'container', Component: CollectionWidget },
  carCost: valueWidget(CarCostWidget, null),
  choiceAuto: valueWidget(CarWidget, null, 'label', isCarIncomplete),
  fioAndGender: valueWidget(FioAndGenderWidget, EMPTY_FIO_AND_GENDER),
  cancelServiceBtn: valueWidget(CancelServiceButton, null, 'none'),
  form: { kind: 'container', Component: GroupWidget },
};
