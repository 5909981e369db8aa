export { ListScreen, type ListScreenProps } from './ListScreen.tsx';
export { gridPage } from './gridPage.ts';
