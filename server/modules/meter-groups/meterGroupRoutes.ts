import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  meterGroup,
  meterGroupCreate,
  meterGroupListQuery,
  meterGroupMembers,
  meterGroupUpdate,
} from '../../../src/core/contract/meterGroups.ts';
import { paginated } from '../../../src/core/contract/pagination.ts';
import type { AppContext } from '../../AppContext.ts';
import type { Caller } from '../../auth/Caller.ts';
import { canSeeCompany, companyScope, requirePermission } from '../../auth/tenancy.ts';
import { meterGroupInstallations, meterGroups } from '../../db/deviceSchema.ts';
import { fieldError, fieldErrors, msg, notFound } from '../../http/HttpError.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { groupMembers } from './groupMembers.ts';
import { loadGroupBodies } from './loadGroupBodies.ts';

const uuidParams = z.object({ uuid: z.uuid() });
const ORDERING: Record<string, SQL> = {
  name: asc(meterGroups.name),
  '-name': desc(meterGroups.name),
  created_at: asc(meterGroups.createdAt),
  '-created_at': desc(meterGroups.createdAt),
};

/** Device groups (meter-groups) of the caller's companies: CRUD and membership changes. */
export function meterGroupRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;

    const findVisible = async (caller: Caller, uuid: string) => {
      const [row] = await db
        .select()
        .from(meterGroups)
        .where(and(eq(meterGroups.uuid, uuid), companyScope(caller, meterGroups.companyId)));
      if (!row) throw notFound();
      return row;
    };
    const one = async (id: number) =>
      (await loadGroupBodies(db, await db.select().from(meterGroups).where(eq(meterGroups.id, id))))[0];
    const blankName = (name: string | undefined) => name !== undefined && name.trim() === '';

    r.get(
      '/api/meter-groups/',
      {
        schema: {
          tags: ['meter-groups'],
          querystring: meterGroupListQuery,
          response: { 200: z.union([paginated(meterGroup), z.array(meterGroup)]) },
        },
      },
      async (request) => {
        requirePermission(request.caller, 'view_communicationdevice');
        const q = request.query;
        if (q.company !== undefined && !/^\d{1,9}$/.test(q.company)) throw fieldError('company', msg('invalidInteger'));
        const window = pageWindow(q);
        const where = and(
          companyScope(request.caller, meterGroups.companyId),
          q.company ? eq(meterGroups.companyId, Number(q.company)) : undefined,
          q.search ? ilike(meterGroups.name, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        );
        const query = db
          .select()
          .from(meterGroups)
          .where(where)
          .orderBy(ORDERING[q.ordering ?? ''] ?? asc(meterGroups.name), asc(meterGroups.id));
        const rows = window.limit === null ? await query : await query.limit(window.limit).offset(window.offset);
        const total =
          window.limit === null ? rows.length : (await db.select({ n: count() }).from(meterGroups).where(where))[0].n;
        return pageBody(request, window, total, await loadGroupBodies(db, rows));
      },
    );

    r.post(
      '/api/meter-groups/',
      { schema: { tags: ['meter-groups'], body: meterGroupCreate, response: { 201: meterGroup } } },
      async (request, reply) => {
        const { caller, body } = request;
        requirePermission(caller, 'add_communicationdevice');
        if (blankName(body.name)) throw fieldError('name', msg('blank'));
        const companyId = body.company ?? caller.profile?.companyId;
        if (companyId === undefined) throw fieldError('company', msg('required'));
        if (!canSeeCompany(caller, companyId))
          throw fieldErrors({ company: [msg('invalidPk', { pk: String(companyId) })] });
        const members = await groupMembers(db, caller, companyId, body.installations ?? []);
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(meterGroups)
            .values({ name: body.name.trim(), description: body.description ?? '', companyId })
            .returning();
          if (members.length > 0)
            await tx
              .insert(meterGroupInstallations)
              .values(members.map((installationId) => ({ groupId: row.id, installationId })));
          return row.id;
        });
        return reply.code(201).send(await one(id));
      },
    );

    r.get(
      '/api/meter-groups/:uuid/',
      { schema: { tags: ['meter-groups'], params: uuidParams, response: { 200: meterGroup } } },
      async (request) => {
        requirePermission(request.caller, 'view_communicationdevice');
        return one((await findVisible(request.caller, request.params.uuid)).id);
      },
    );

    r.patch(
      '/api/meter-groups/:uuid/',
      { schema: { tags: ['meter-groups'], params: uuidParams, body: meterGroupUpdate, response: { 200: meterGroup } } },
      async (request) => {
        const { caller, body } = request;
        requirePermission(caller, 'add_communicationdevice');
        const group = await findVisible(caller, request.params.uuid);
        if (blankName(body.name)) throw fieldError('name', msg('blank'));
        if (body.company !== undefined && body.company !== group.companyId) throw fieldError('company', msg('invalid'));
        const members =
          body.installations === undefined ? null : await groupMembers(db, caller, group.companyId, body.installations);
        await db.transaction(async (tx) => {
          const changes = {
            ...(body.name !== undefined && { name: body.name.trim() }),
            ...(body.description !== undefined && { description: body.description }),
          };
          if (Object.keys(changes).length > 0)
            await tx.update(meterGroups).set(changes).where(eq(meterGroups.id, group.id));
          if (members !== null) {
            await tx.delete(meterGroupInstallations).where(eq(meterGroupInstallations.groupId, group.id));
            if (members.length > 0)
              await tx
                .insert(meterGroupInstallations)
                .values(members.map((installationId) => ({ groupId: group.id, installationId })));
          }
        });
        return one(group.id);
      },
    );

    r.delete(
      '/api/meter-groups/:uuid/',
      { schema: { tags: ['meter-groups'], params: uuidParams } },
      async (request, reply) => {
        requirePermission(request.caller, 'delete_communicationdevice');
        const group = await findVisible(request.caller, request.params.uuid);
        await db.delete(meterGroups).where(eq(meterGroups.id, group.id));
        return reply.code(204).send();
      },
    );

    const change = (path: string, apply: (groupId: number, members: number[]) => Promise<unknown>) =>
      r.post(
        `/api/meter-groups/:uuid/${path}/`,
        {
          schema: {
            tags: ['meter-groups'],
            params: uuidParams,
            body: meterGroupMembers,
            response: { 200: meterGroup },
          },
        },
        async (request) => {
          requirePermission(request.caller, 'add_communicationdevice');
          const group = await findVisible(request.caller, request.params.uuid);
          if (request.body.installations.length === 0) throw fieldError('installations', msg('emptyList'));
          await apply(group.id, await groupMembers(db, request.caller, group.companyId, request.body.installations));
          return one(group.id);
        },
      );
    change('add_installations', (groupId, members) =>
      db
        .insert(meterGroupInstallations)
        .values(members.map((installationId) => ({ groupId, installationId })))
        .onConflictDoNothing(),
    );
    change('delete_installations', (groupId, members) =>
      db
        .delete(meterGroupInstallations)
        .where(
          and(eq(meterGroupInstallations.groupId, groupId), inArray(meterGroupInstallations.installationId, members)),
        ),
    );
  };
}
