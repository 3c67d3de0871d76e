import { UnderConstruction } from '../../../shared/ui/under-construction';

export const NotificationsPage = () => <UnderConstruction title="Уведомления" />;
