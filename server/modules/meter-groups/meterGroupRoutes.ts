import { meterGroupEndpoints as endpoints } from '../../../src/core/contract/meterGroupEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { companyRepository } from '../companies/companyRepository.ts';
import { installationChoices } from '../installations/installationChoices.ts';
import { groupInletChoices, groupInletIds } from './groupInletRule.ts';
import { groupMemberChoices, groupMemberIds } from './groupMemberRule.ts';
import { meterGroupChoices } from './meterGroupChoices.ts';
import { meterGroupRepository } from './meterGroupRepository.ts';

const blankName = (name: string | undefined) => name !== undefined && name.trim() === '';

/** Device groups (meter-groups) of the caller's companies: CRUD and membership changes. */
export const meterGroupRoutes = mounter(async (mount, { db }: AppContext) => {
  installationChoices.register('device-group', groupMemberChoices);
  installationChoices.register('device-group-inlet', groupInletChoices);

  await mount(endpoints.list, async ({ query, scope, caller, request }) => {
    if (query.company !== undefined && !/^\d{1,9}$/.test(query.company))
      throw fieldError('company', msg('invalidInteger'));
    const window = pageWindow(query);
    const choices = await meterGroupChoices.resolve(query.for, { db, scope, caller });
    const groups = meterGroupRepository(db, scope);
    const { rows, total } = await groups.page(query, window, choices);
    return pageBody(request, window, total, await groups.bodies(rows));
  });

  await mount(endpoints.create, async ({ body, caller, scope }) => {
    if (blankName(body.name)) throw fieldError('name', msg('blank'));
    const companyId = body.company ?? caller.profile?.companyId;
    if (companyId === undefined) throw fieldError('company', msg('required'));
    if (!(await companyRepository(db, scope).usable(companyId))) throw fieldError('company', msg('companyUnavailable'));
    const groups = meterGroupRepository(db, scope);
    const members = await groupMemberIds(db, scope, { companyId }, body.installations ?? []);
    const inlets = await groupInletIds(db, scope, { companyId }, body.inlet_installations ?? []);
    const id = await groups.create(
      { name: body.name.trim(), description: body.description ?? '', companyId },
      { members, inlets },
    );
    return groups.body(id);
  });

  await mount(endpoints.get, async ({ params, scope }) => {
    const groups = meterGroupRepository(db, scope);
    return groups.body((await groups.findByUuid(params.uuid)).id);
  });

  await mount(endpoints.update, async ({ params, body, scope }) => {
    const groups = meterGroupRepository(db, scope);
    const group = await groups.findByUuid(params.uuid);
    if (blankName(body.name)) throw fieldError('name', msg('blank'));
    if (body.company !== undefined && body.company !== group.companyId) throw fieldError('company', msg('invalid'));
    const members =
      body.installations === undefined ? null : await groupMemberIds(db, scope, group, body.installations);
    const inlets =
      body.inlet_installations === undefined ? null : await groupInletIds(db, scope, group, body.inlet_installations);
    const changes = {
      ...(body.name !== undefined && { name: body.name.trim() }),
      ...(body.description !== undefined && { description: body.description }),
    };
    await groups.update(group, changes, { members, inlets });
    return groups.body(group.id);
  });

  await mount(endpoints.delete, async ({ params, scope }) => {
    const groups = meterGroupRepository(db, scope);
    await groups.delete(await groups.findByUuid(params.uuid));
  });

  await mount(endpoints.addInstallations, async ({ params, body, scope }) => {
    const groups = meterGroupRepository(db, scope);
    const group = await groups.findByUuid(params.uuid);
    if (body.installations.length === 0) throw fieldError('installations', msg('emptyList'));
    await groups.addMembers(group, await groupMemberIds(db, scope, group, body.installations));
    return groups.body(group.id);
  });

  await mount(endpoints.removeInstallations, async ({ params, body, scope }) => {
    const groups = meterGroupRepository(db, scope);
    const group = await groups.findByUuid(params.uuid);
    if (body.installations.length === 0) throw fieldError('installations', msg('emptyList'));
    await groups.removeMembers(group, await groupMemberIds(db, scope, group, body.installations));
    return groups.body(group.id);
  });
});
