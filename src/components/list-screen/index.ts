export { ListScreen, type ListScreenProps, type ListSearch } from './ListScreen.tsx';
export { ListHeader, type ListHeaderProps } from './ListHeader.tsx';
export { ListStatus, type ListStatusProps } from './ListStatus.tsx';
export { ListGrid, type ListGridProps } from './ListGrid.tsx';
export { gridPage } from './gridPage.ts';
export { useListParams, type ListParams } from './useListParams.ts';
export { usePanelHeading } from './usePanelHeading.ts';
export { useSidePanel } from './useSidePanel.ts';
