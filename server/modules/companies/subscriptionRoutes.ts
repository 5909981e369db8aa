import { companyEndpoints as endpoints } from '../../../src/core/contract/companyEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { companyRepository } from './companyRepository.ts';
import { subscriptionBody } from './subscriptionBody.ts';

/**
 * Subscription changes (staff: they are the provider's contracts). A new subscription's spec is the
 * plan's (mex: tablet_quota 5) with the given values over it.
 */
export const subscriptionRoutes = mounter(async (mount, { db }: AppContext) => {
  const planOf = async (repository: ReturnType<typeof companyRepository>, id: number) => {
    const plan = await repository.plan(id);
    if (!plan) throw fieldError('plan', msg('planUnavailable'));
    return plan;
  };

  await mount(endpoints.addSubscription, async ({ params, body, scope }) => {
    const repository = companyRepository(db, scope);
    await repository.get(params.id);
    const plan = await planOf(repository, body.plan);
    return subscriptionBody(await repository.addSubscription(params.id, plan.id, { ...plan.spec, ...body.spec }));
  });

  await mount(endpoints.changeSubscription, async ({ params, body, scope }) => {
    const repository = companyRepository(db, scope);
    await repository.get(params.id);
    const current = await repository.subscription(params.id, params.subscription_id);
    const plan = body.plan === undefined ? undefined : await planOf(repository, body.plan);
    const spec =
      body.spec === undefined && plan === undefined
        ? undefined
        : { ...(plan?.spec ?? {}), ...current.subscription.spec, ...body.spec };
    return subscriptionBody(
      await repository.changeSubscription(params.id, params.subscription_id, {
        ...(plan && { planId: plan.id }),
        ...(spec && { spec }),
      }),
    );
  });

  await mount(endpoints.removeSubscription, async ({ params, scope }) => {
    const repository = companyRepository(db, scope);
    await repository.get(params.id);
    await repository.removeSubscription(params.id, params.subscription_id);
  });
});
