import { UnderConstruction } from '../../../shared/ui/under-construction';

export const UsersPage = () => <UnderConstruction title="Пользователи" />;
