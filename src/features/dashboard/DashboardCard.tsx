import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { Skeleton } from '../../components/loading/index.ts';

export interface DashboardCardProps {
  title: string;
  loading?: boolean;
  /** the skeleton's lines while loading: about the height of what loads, so the cards below do not move */
  skeletonLines?: number;
  failed?: boolean;
  /** extra class, e.g. for the card's place in the dashboard grid */
  className?: string;
  children?: ReactNode;
}

/** A dashboard card with its loading (skeleton) and error states. */
export function DashboardCard({
  title,
  loading = false,
  skeletonLines = 3,
  failed = false,
  className,
  children,
}: DashboardCardProps) {
  const { t } = useTranslation();
  let body = children;
  if (loading) body = <Skeleton lines={skeletonLines} />;
  else if (failed)
    body = (
      <p className="mp-problem" role="alert">
        {t('app.genericError')}
      </p>
    );
  return (
    <Card title={title} className={className ? `mp-dashboard-card ${className}` : 'mp-dashboard-card'}>
      {body}
    </Card>
  );
}
