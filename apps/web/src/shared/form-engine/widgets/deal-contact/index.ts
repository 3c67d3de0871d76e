import { valueWidget } from '../widget-types';
import { DealContactWidget, type DealContactValue } from './deal-contact-widget';

/** The `dealContact` widget as the registry holds it: the contact list, its own title (frame 'none'). */
export const dealContactWidget = valueWidget<DealContactValue>(DealContactWidget, [], 'none');
