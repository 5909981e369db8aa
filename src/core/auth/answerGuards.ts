import type { CurrentUser, TokenPair } from '../contract/auth.ts';

/**
 * Checks of the two answers the session stores, written by hand so the client's start-up path does not
 * carry zod: the server validates with the contract's schemas, the client only makes sure a stored or
 * received value has the shape the shell reads before it relies on it.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isArrayOf = (value: unknown, check: (item: unknown) => boolean) => Array.isArray(value) && value.every(check);

const isUserRef = (value: unknown) =>
  isObject(value) && isString(value.user_uuid) && isString(value.name) && isString(value.email);
const isCompany = (value: unknown) =>
  isObject(value) && isInteger(value.id) && isString(value.name) && isInteger(value.profile_id);
const isProfile = (value: unknown) =>
  isObject(value) && isInteger(value.company_id) && isArrayOf(value.permissions, isString);
const isSubscription = (value: unknown) =>
  isObject(value) && isInteger(value.id) && isString(value.plan) && isString(value.service) && isObject(value.spec);

/** `{access, refresh}` with both strings, as a new object without any other field; otherwise null. */
export function asTokenPair(value: unknown): TokenPair | null {
  return isObject(value) && isString(value.access) && isString(value.refresh)
    ? { access: value.access, refresh: value.refresh }
    : null;
}

/** Whether `value` has every field of the contract's current user that the client reads. */
export function isCurrentUser(value: unknown): value is CurrentUser {
  return (
    isObject(value) &&
    isString(value.user_uuid) &&
    isString(value.name) &&
    isString(value.email) &&
    isString(value.language) &&
    typeof value.is_admin === 'boolean' &&
    isString(value.role) &&
    (value.original_user === null || isUserRef(value.original_user)) &&
    isArrayOf(value.companies, isCompany) &&
    (value.profile === null || isProfile(value.profile)) &&
    isArrayOf(value.services, isString) &&
    isArrayOf(value.subscriptions, isSubscription)
  );
}
