import { UnderConstruction } from '../../../shared/ui/under-construction';

export const NewTaskListPage = () => <UnderConstruction title="Новые задачи" />;
export const MyTaskListPage = () => <UnderConstruction title="Мои задачи (в работе)" />;
export const UnderwriterTaskListPage = () => <UnderConstruction title="Новые задачи" />;
