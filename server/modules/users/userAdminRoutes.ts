import { userEndpoints as endpoints } from '../../../src/core/contract/userEndpoints.ts';
import { isPermission } from '../../../src/core/domain/permissions.ts';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '../../../src/core/domain/roles.ts';
import type { AppContext } from '../../AppContext.ts';
import { assertGrantable } from '../../auth/assertGrantable.ts';
import { requirePermission } from '../../auth/requirePermission.ts';
import { sendPasswordLink } from '../../mail/sendPasswordLink.ts';
import { unscoped } from '../../data/companyScope.ts';
import { fieldError, fieldErrors, HttpError, msg, permissionDenied, type Msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { companyChoices } from '../companies/companyChoices.ts';
import { uniqueViolation } from '../../data/uniqueViolation.ts';
import { userBodies } from './userBodies.ts';
import { userRepository, type ProfileRow } from './userRepository.ts';
import { acceptedUserCompanies, userCompanyChoices } from './userCompanyRule.ts';
import { assertNotSelf, assertStaffInProvider, managedAccount } from './userRules.ts';

const GROUP_OF_ROLE = { staff: 'Staff', company_admin: 'Company Admin', basic: 'Basic' } as const;

const profileBody = (p: ProfileRow) => ({
  id: p.id,
  company: p.companyId,
  company_name: p.companyName,
  permissions: p.permissions,
  is_default: p.isDefault,
});

/**
 * User administration: create, delete, role, groups, companies, sonico profile and the per-company
 * profiles with their permissions. Company admins manage the accounts of their own companies only.
 */
export const userAdminRoutes = mounter(async (mount, ctx: AppContext) => {
  const { db } = ctx;
  companyChoices.register('user', userCompanyChoices);
  const answer = async (repository: ReturnType<typeof userRepository>, id: string) => {
    const [body] = await userBodies(db, [await repository.get(id)]);
    return body;
  };

  await mount(endpoints.create, async ({ body, caller, scope, request }) => {
    const repository = userRepository(db, scope, caller.user.id);
    const errors: Record<string, Msg[]> = {};
    if (!(await acceptedUserCompanies(db, scope, false, [body.company])).has(body.company))
      errors.company = [msg('companyUnavailable')];
    if (caller.isStaff && !body.sonico_profile) errors.sonico_profile = [msg('required')];
    if (!caller.isStaff && body.sonico_profile) errors.sonico_profile = [msg('sonicoStaffOnly')];
    if (body.role === 'staff') {
      if (!caller.isStaff) throw permissionDenied();
      if (!errors.company && !(await acceptedUserCompanies(db, scope, true, [body.company])).has(body.company))
        errors.role = [msg('staffOutsideProvider')];
    }
    if (await repository.emailTaken(body.email)) errors.email = [msg('emailExists')];
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    assertGrantable(caller, DEFAULT_ROLE_PERMISSIONS[body.role]);
    const group = GROUP_OF_ROLE[body.role];
    let row;
    try {
      row = await repository.create(
        {
          email: body.email,
          name: body.name ?? body.email.split('@')[0],
          role: body.role,
          isStaff: body.role === 'staff',
          sonicoProfile: body.sonico_profile ?? null,
          language: body.language ?? caller.user.language,
          groups: (await repository.knownGroups([group])).has(group) ? [group] : [],
          isActive: false,
        },
        body.company,
        body.role,
      );
    } catch (error) {
      if (uniqueViolation(error) !== null) throw fieldError('email', msg('emailExists'));
      throw error;
    }
    // the account exists either way; a failed mail is sent again with resend_activation
    await sendPasswordLink(ctx, row, 'activation').catch((err: unknown) =>
      request.log.error({ err }, 'activation mail failed'),
    );
    return answer(repository, row.id);
  });

  await mount(endpoints.remove, async ({ params, caller, scope }) => {
    if (params.id === caller.user.id) throw new HttpError(400, { detail: msg('cannotDeleteSelf') });
    const repository = userRepository(db, scope, caller.user.id);
    const target = await managedAccount(caller, repository, params.id);
    await repository.remove(target.id);
  });

  await mount(endpoints.changeRole, async ({ params, body, caller, scope }) => {
    const repository = userRepository(db, scope, caller.user.id);
    assertNotSelf(caller, params.id);
    const target = await managedAccount(caller, repository, params.id);
    if (body.role === 'staff') {
      if (!caller.isStaff) throw permissionDenied();
      assertStaffInProvider('role', await repository.allProfiles(target.id));
    }
    // the role's defaults replace the permissions of every profile in the scope
    for (const profile of await repository.profiles(target.id))
      assertGrantable(caller, DEFAULT_ROLE_PERMISSIONS[body.role], profile.permissions);
    // the group of the old role gives way to the new role's; other groups stay
    const roleGroups: readonly string[] = Object.values(GROUP_OF_ROLE);
    const groups = [...target.groups.filter((group) => !roleGroups.includes(group)), GROUP_OF_ROLE[body.role]];
    await repository.changeRole(target.id, body.role, groups);
    return answer(repository, target.id);
  });

  await mount(endpoints.changeGroup, async ({ params, body, caller, scope }) => {
    const repository = userRepository(db, scope, caller.user.id);
    assertNotSelf(caller, params.id);
    const target = await managedAccount(caller, repository, params.id);
    const groups = [...new Set(body.groups)];
    const known = await repository.knownGroups(groups);
    const unknown = groups.filter((g) => !known.has(g));
    if (unknown.length > 0) throw fieldErrors({ groups: unknown.map((name) => msg('unknownGroup', { name })) });
    if (!caller.isStaff && groups.includes(GROUP_OF_ROLE.staff)) throw permissionDenied();
    await repository.update(target.id, { groups });
    return answer(repository, target.id);
  });

  await mount(endpoints.changeCompanies, async ({ params, body, caller, scope }) => {
    const repository = userRepository(db, scope, caller.user.id);
    assertNotSelf(caller, params.id);
    const target = await managedAccount(caller, repository, params.id);
    const wanted = [...new Set(body.companies)];
    const usable = await acceptedUserCompanies(db, scope, false, wanted);
    const unusable = wanted.filter((id) => !usable.has(id));
    if (unusable.length > 0) throw fieldErrors({ companies: [msg('companyUnavailable')] });
    if (target.isStaff) {
      const provider = await acceptedUserCompanies(db, scope, true, wanted);
      if (wanted.length === 0 || wanted.some((id) => !provider.has(id)))
        throw fieldError('companies', msg('staffOutsideProvider'));
    }
    const role = target.role as Role;
    const current = new Set((await repository.allProfiles(target.id)).map((p) => p.companyId));
    // a new company's profile gets the role's defaults
    if (wanted.some((id) => !current.has(id))) assertGrantable(caller, DEFAULT_ROLE_PERMISSIONS[role]);
    await repository.replaceCompanies(target.id, wanted, role);
    return answer(userRepository(db, unscoped('the changed account, visible a moment ago'), caller.user.id), target.id);
  });

  await mount(endpoints.assignSonicoProfile, async ({ params, body, caller, scope }) => {
    const repository = userRepository(db, scope, caller.user.id);
    const target = await managedAccount(caller, repository, params.id);
    await repository.update(target.id, { sonicoProfile: body.sonico_profile });
    return answer(repository, target.id);
  });

  await mount(endpoints.profiles, async ({ params, caller, scope }) => {
    if (params.id === caller.user.id)
      return (
        await userRepository(db, unscoped('one reads all of one’s own profiles'), caller.user.id).allProfiles(
          caller.user.id,
        )
      ).map(profileBody);
    requirePermission(caller, 'view_user');
    const repository = userRepository(db, scope, caller.user.id);
    const target = await repository.get(params.id);
    return (await repository.profiles(target.id)).map(profileBody);
  });

  await mount(endpoints.changeProfile, async ({ params, body, caller, scope }) => {
    const own = params.id === caller.user.id;
    if (body.permissions !== undefined) {
      assertNotSelf(caller, params.id);
      requirePermission(caller, 'change_user');
    } else if (!own) requirePermission(caller, 'change_user');
    const repository = own
      ? userRepository(db, unscoped('one chooses one’s own default profile'), caller.user.id)
      : userRepository(db, scope, caller.user.id);
    const target = await managedAccount(caller, repository, params.id);
    let permissions: string[] | undefined;
    if (body.permissions !== undefined) {
      permissions = [...new Set(body.permissions)];
      const unknown = permissions.filter((p) => !isPermission(p));
      if (unknown.length > 0)
        throw fieldErrors({ permissions: unknown.map((name) => msg('unknownPermission', { name })) });
      const current = (await repository.profiles(target.id)).find((p) => p.id === params.profile_id);
      if (!current) throw new HttpError(404, { detail: msg('notFound') });
      assertGrantable(caller, permissions, current.permissions);
    }
    const profile = await repository.changeProfile(target.id, params.profile_id, {
      ...(permissions && { permissions }),
      ...(body.is_default && { isDefault: true as const }),
    });
    return profileBody(profile);
  });
});
