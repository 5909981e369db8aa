export { Spinner, type SpinnerProps } from './Spinner.tsx';
export { Skeleton, type SkeletonProps } from './Skeleton.tsx';
export { WhenNearView, type WhenNearViewProps } from './WhenNearView.tsx';
