export { NewTaskListPage, MyTaskListPage, UnderwriterTaskListPage } from './components/task-list-pages';
