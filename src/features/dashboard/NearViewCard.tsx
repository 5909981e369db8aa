import type { ReactNode } from 'react';
import { WhenNearView } from '../../components/loading/index.ts';
import { DashboardCard } from './DashboardCard.tsx';

export interface NearViewCardProps {
  /** the card's title, shown over its skeleton until then */
  title: string;
  /** the card, which asks for its data when it renders */
  children: ReactNode;
}

/**
 * A card further down the dashboard: rendered (and its data asked for) when its place comes near the view, so
 * a phone's first screen sends and renders only what it shows; a loading card of the same title until then.
 */
export function NearViewCard({ title, children }: NearViewCardProps) {
  return <WhenNearView fallback={<DashboardCard title={title} loading />}>{children}</WhenNearView>;
}
