import { TaskListPage } from './task-list-page';

export const NewTaskListPage = () => <TaskListPage kind="new" />;
export const MyTaskListPage = () => <TaskListPage kind="my" />;
export const UnderwriterTaskListPage = () => <TaskListPage kind="underwriter" />;
