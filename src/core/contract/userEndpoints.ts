import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('users', () => import('./users.ts'));
const link = {
  scope: 'public',
  permission: null,
  path: 'users/:id/set_password/:token',
  params: 'passwordLinkParams',
} as const;

/**
 * Users of the caller's companies, and the account calls under users/: password reset, the single-use
 * set-password links of reset and activation, change of one's own password.
 */
export const userEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'users',
    scope: 'company',
    permission: 'view_user',
    query: 'userAdminListQuery',
    response: 'user',
    list: true,
  }),
  /** one's own account needs no permission; another's needs view_user (checked by the handler) */
  get: endpoint({
    method: 'GET',
    path: 'users/:id',
    scope: 'company',
    permission: null,
    params: 'userIdParams',
    response: 'user',
  }),
  /** everybody may change their own name and language; another's account needs change_user */
  update: endpoint({
    method: 'PATCH',
    path: 'users/:id',
    scope: 'own',
    permission: null,
    params: 'userIdParams',
    body: 'userChange',
    response: 'user',
  }),
  resendActivation: endpoint({
    method: 'POST',
    path: 'users/:id/resend_activation',
    scope: 'company',
    permission: 'change_user',
    params: 'userIdParams',
    response: 'messageResponse',
  }),
  resetRequest: endpoint({
    method: 'POST',
    path: 'users/reset_request',
    scope: 'public',
    permission: null,
    body: 'resetRequest',
    response: 'messageResponse',
  }),
  /** is the link still valid, and is it a reset or an activation? */
  checkPasswordLink: endpoint({ ...link, method: 'GET', response: 'passwordLinkAnswer' }),
  /** resets the password or activates the account; the link is spent */
  setPassword: endpoint({ ...link, method: 'POST', body: 'setPasswordRequest', response: 'passwordLinkAnswer' }),
  changePassword: endpoint({
    method: 'POST',
    path: 'users/change_password',
    scope: 'own',
    permission: null,
    body: 'changePasswordRequest',
    response: 'messageResponse',
  }),
  create: endpoint({
    method: 'POST',
    path: 'users',
    scope: 'company',
    permission: 'add_user',
    body: 'userCreate',
    response: 'user',
    status: 201,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'users/:id',
    scope: 'company',
    permission: 'delete_user',
    params: 'userIdParams',
    response: null,
    status: 204,
  }),
  /** the staff role only for members of the provider organisation, and only given by staff */
  changeRole: endpoint({
    method: 'POST',
    path: 'users/:id/change_role',
    scope: 'company',
    permission: 'change_user',
    params: 'userIdParams',
    body: 'roleChange',
    response: 'user',
  }),
  changeGroup: endpoint({
    method: 'POST',
    path: 'users/:id/change_group',
    scope: 'company',
    permission: 'change_user_group',
    params: 'userIdParams',
    body: 'groupChange',
    response: 'user',
  }),
  /** replaces the user's companies within the caller's scope; others stay */
  changeCompanies: endpoint({
    method: 'POST',
    path: 'users/:id/change_companies',
    scope: 'company',
    permission: 'change_user_company',
    params: 'userIdParams',
    body: 'companiesChange',
    response: 'user',
  }),
  assignSonicoProfile: endpoint({
    method: 'POST',
    path: 'users/:id/assign_sonico_profile',
    scope: 'staff',
    permission: null,
    params: 'userIdParams',
    body: 'sonicoProfileChange',
    response: 'user',
  }),
  /** the user's profiles in the caller's companies; one's own need no permission */
  profiles: endpoint({
    method: 'GET',
    path: 'users/:id/profiles',
    scope: 'company',
    permission: null,
    params: 'userIdParams',
    response: 'companyProfiles',
  }),
  /** permissions need change_user and never one's own; making a profile the default is one's own choice too */
  changeProfile: endpoint({
    method: 'PATCH',
    path: 'users/:id/profiles/:profile_id',
    scope: 'company',
    permission: null,
    params: 'profileParams',
    body: 'profileChange',
    response: 'companyProfile',
  }),
};
