import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { TextInput } from '../../components/inputs/index.ts';
import { Select } from '../../components/select/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import type { Subscription } from '../../core/contract/companies.ts';
import { companyEndpoints } from '../../core/contract/companyEndpoints.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { usePortalServices } from '../common/index.ts';

export interface SubscriptionsCardProps {
  companyId: number;
  /** staff: the subscriptions are the provider's contracts */
  editable: boolean;
}

/** A company's plans with their specs (tablet quota, stock); staff add, change the numbers and remove. */
export function SubscriptionsCard({ companyId, editable }: SubscriptionsCardProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const subscriptions = useQuery(companyQueries.subscriptions(http, companyId));
  const plans = useQuery({ ...companyQueries.plans(http), enabled: editable });
  const [plan, setPlan] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyQueries.root });
  const done = (message: string) => ({
    onSuccess: () => notify(message, { kind: 'success' as const }),
    onError: () => notify(t('toasts.updateFailed'), { kind: 'error' as const }),
    onSettled: refresh,
  });
  const add = useMutation({
    mutationFn: (planId: number) => callEndpoint(http, companyEndpoints.addSubscription, { params: { id: companyId }, body: { plan: planId } }),
    ...done(t('companies.toasts.created')),
  });
  const change = useMutation({
    mutationFn: ({ id, spec }: { id: number; spec: Record<string, number> }) =>
      callEndpoint(http, companyEndpoints.changeSubscription, { params: { id: companyId, subscription_id: id }, body: { spec } }),
    ...done(t('toasts.updated')),
  });
  const remove = useMutation({
    mutationFn: (id: number) => callEndpoint(http, companyEndpoints.removeSubscription, { params: { id: companyId, subscription_id: id } }),
    ...done(t('companies.toasts.deleted')),
  });

  return (
    <Card title={t('companies.subscriptions.title')}>
      {subscriptions.isPending ? <p aria-busy="true">{t('companies.loading')}</p> : null}
      {subscriptions.data?.length === 0 ? <p className="mp-empty">{t('companies.subscriptions.empty')}</p> : null}
      <ul className="mp-admin-list">
        {(subscriptions.data ?? []).map((s) => (
          <SubscriptionRow
            key={`${s.id}-${JSON.stringify(s.spec)}`}
            subscription={s}
            editable={editable}
            onSave={(spec) => change.mutate({ id: s.id, spec })}
            onRemove={() => remove.mutate(s.id)}
          />
        ))}
      </ul>
      {editable ? (
        <div className="mp-admin-toolbar">
          <Select
            label={t('companies.subscriptions.plan')}
            options={plans.data ?? []}
            fields={{ id: 'id', label: 'name', group: 'service' }}
            value={plan}
            onChange={(value) => setPlan(typeof value === 'number' ? value : null)}
          />
          <button type="button" className="mp-button" disabled={plan === null || add.isPending} onClick={() => plan !== null && add.mutate(plan)}>
            {t('companies.subscriptions.add')}
          </button>
        </div>
      ) : null}
    </Card>
  );
}

function SubscriptionRow({
  subscription,
  editable,
  onSave,
  onRemove,
}: {
  subscription: Subscription;
  editable: boolean;
  onSave: (spec: Record<string, number>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const numbers = Object.entries(subscription.spec).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  const [spec, setSpec] = useState<Record<string, string>>(Object.fromEntries(numbers.map(([k, v]) => [k, String(v)])));
  const label = (key: string) => (key === 'tablet_quota' ? t('companies.subscriptions.tabletQuota') : key === 'stock' ? t('companies.subscriptions.stock') : key);
  return (
    <li>
      <strong>
        {subscription.plan_name} <span className="mp-badge mp-badge--muted">{t(`companies.services.${subscription.service as 'core' | 'sonico' | 'mex'}`)}</span>
      </strong>
      {numbers.map(([key]) =>
        editable ? (
          <TextInput
            key={key}
            label={label(key)}
            type="number"
            min={0}
            value={spec[key] ?? ''}
            onChange={(event) => setSpec((current) => ({ ...current, [key]: event.target.value }))}
          />
        ) : (
          <span key={key}>
            {label(key)}: {String(subscription.spec[key])}
          </span>
        ),
      )}
      {editable ? (
        <span className="mp-admin-toolbar">
          {numbers.length ? (
            <button
              type="button"
              className="mp-button"
              onClick={() => onSave(Object.fromEntries(Object.entries(spec).map(([k, v]) => [k, Number(v) || 0])))}
            >
              {t('common.save')}
            </button>
          ) : null}
          <button type="button" className="mp-button mp-button--danger" onClick={onRemove}>
            {t('companies.subscriptions.remove')}
          </button>
        </span>
      ) : null}
    </li>
  );
}
