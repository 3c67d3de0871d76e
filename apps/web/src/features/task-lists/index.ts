import { lazyPage } from '@/shared/ui/lazy-page';

const pages = () => import('./components/task-list-pages');
export const NewTaskListPage = lazyPage(pages, 'NewTaskListPage');
export const MyTaskListPage = lazyPage(pages, 'MyTaskListPage');
export const UnderwriterTaskListPage = lazyPage(pages, 'UnderwriterTaskListPage');
