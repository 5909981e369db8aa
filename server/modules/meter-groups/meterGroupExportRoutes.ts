import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_FORMATS, type ExportFormat, type MeterGroupExportRow } from '../../../src/core/contract/meterGroups.ts';
import type { AppContext } from '../../AppContext.ts';
import { companyScope, requirePermission } from '../../auth/tenancy.ts';
import { installations, meterGroupInstallations, meterGroups } from '../../db/deviceSchema.ts';
import { companies } from '../../db/schema.ts';
import { fieldErrors, msg, notFound } from '../../http/HttpError.ts';
import { exportEncoder } from '../../http/exports/exportEncoder.ts';
import { sendExport } from '../../http/exports/sendExport.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = [
  'group.uuid',
  'group.name',
  'serial_number',
  'meter_type',
  'device_eui',
  'company',
  'latitude',
  'longitude',
  'volume',
  'last_readout',
  'alert_count',
];
const exportQuery = z.object({ groups: z.string().optional(), format: z.string().optional() });

/** `meter-groups/export[.fmt]/?groups=a;b`: the members of the named groups (default all visible) as a download. */
export function meterGroupExportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;

    const handler = async (
      request: FastifyRequest<{ Querystring: z.infer<typeof exportQuery>; Params: { format?: string } }>,
      reply: FastifyReply,
    ) => {
      requirePermission(request.caller, 'view_communicationdevice');
      // the format suffix beats ?format=, and an unknown format is a 404 (DRF format_suffix_patterns)
      const format = request.params.format ?? request.query.format ?? 'json';
      if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw notFound();
      const wanted = [
        ...new Set(
          (request.query.groups ?? '')
            .split(';')
            .map((g) => g.trim())
            .filter(Boolean),
        ),
      ];
      const groups = await db
        .select()
        .from(meterGroups)
        .where(
          and(
            companyScope(request.caller, meterGroups.companyId),
            wanted.length > 0
              ? inArray(
                  meterGroups.uuid,
                  wanted.filter((g) => UUID.test(g)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(meterGroups.name), asc(meterGroups.id));
      const missing = wanted.filter((uuid) => !groups.some((g) => g.uuid === uuid.toLowerCase()));
      if (missing.length > 0) throw fieldErrors({ groups: missing.map((pk) => msg('invalidPk', { pk })) });
      const members =
        groups.length === 0
          ? []
          : await db
              .select({ groupId: meterGroupInstallations.groupId, i: installations, companyName: companies.name })
              .from(meterGroupInstallations)
              .innerJoin(installations, eq(installations.id, meterGroupInstallations.installationId))
              .innerJoin(companies, eq(companies.id, installations.companyId))
              .where(
                inArray(
                  meterGroupInstallations.groupId,
                  groups.map((g) => g.id),
                ),
              )
              .orderBy(asc(installations.serialNumber));
      const rows: MeterGroupExportRow[] = groups.flatMap((g) =>
        members
          .filter((m) => m.groupId === g.id)
          .map(({ i, companyName }) => ({
            group: { uuid: g.uuid, name: g.name },
            serial_number: i.serialNumber,
            meter_type: i.meterType,
            device_eui: i.deviceEui,
            company: companyName,
            latitude: i.latitude,
            longitude: i.longitude,
            volume: i.volumeM3,
            last_readout: i.lastReadoutAt?.toISOString() ?? null,
            alert_count: i.alertCount,
          })),
      );
      return sendExport(reply, exportEncoder(format as ExportFormat, COLUMNS), rows, `meter-groups.${format}`);
    };

    r.get('/api/meter-groups/export/', { schema: { tags: ['meter-groups'], querystring: exportQuery } }, handler);
    r.get(
      '/api/meter-groups/export.:format/',
      { schema: { tags: ['meter-groups'], querystring: exportQuery } },
      handler,
    );
  };
}
