import { z } from 'zod';

export const tokenRequest = z.object({
  email: z.string().min(1),
  password: z.string().min(1),
  android_id: z.string().optional(),
});
export type TokenRequest = z.infer<typeof tokenRequest>;

export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

export const refreshRequest = z.object({ refresh: z.string().min(1) });
export type RefreshRequest = z.infer<typeof refreshRequest>;

/** token/blacklist/ answers an empty object, as simplejwt does */
export const emptyResponse = z.object({});

export const userRef = z.object({ user_uuid: z.string(), name: z.string(), email: z.string() });
export type UserRef = z.infer<typeof userRef>;

export const subscriptionSpec = z.object({ tablet_quota: z.number().int().min(0).optional() }).catchall(z.unknown());

export const currentSubscription = z.object({
  id: z.number().int(),
  plan: z.string(),
  service: z.string(),
  spec: subscriptionSpec,
});

/** GET current/ and GET auth/current/?company= (spec section 3, "Current user"). */
export const currentUser = z.object({
  user_uuid: z.string(),
  name: z.string(),
  email: z.string(),
  language: z.string(),
  is_admin: z.boolean(),
  role: z.string(),
  original_user: userRef.nullable(),
  companies: z.array(z.object({ id: z.number().int(), name: z.string(), profile_id: z.number().int() })),
  profile: z.object({ company_id: z.number().int(), permissions: z.array(z.string()) }).nullable(),
  services: z.array(z.string()),
  subscriptions: z.array(currentSubscription),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const currentQuery = z.object({ company: z.string().optional() });

export const impersonateRequest = z.object({ user: z.string().min(1) });
export type ImpersonateRequest = z.infer<typeof impersonateRequest>;
