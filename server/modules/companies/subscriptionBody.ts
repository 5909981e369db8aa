import type { companyRepository } from './companyRepository.ts';

type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof companyRepository>['subscription']>>;

/** One subscription as the API sends it: its plan by id and name, the plan's service and its spec. */
export const subscriptionBody = ({ subscription: s, planName, service }: SubscriptionRow) => ({
  id: s.id,
  company: s.companyId,
  plan: s.planId,
  plan_name: planName,
  service,
  spec: s.spec,
  created_at: s.createdAt.toISOString(),
});
