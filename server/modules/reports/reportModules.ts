import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../AppContext.ts';
import { exportRoutes } from '../exports/exportRoutes.ts';
import { meterRoutes } from '../meters/meterRoutes.ts';
import { generateReadoutsRoutes } from '../readouts/generateReadoutsRoutes.ts';
import { leakRuleRoutes } from './leakRuleRoutes.ts';
import { reportRoutes } from './reportRoutes.ts';

/** Meter data: reports, chart choices, readout exports, readout generation and leak rules. */
export function reportModules(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(reportRoutes(ctx));
    await app.register(exportRoutes(ctx));
    await app.register(meterRoutes(ctx));
    await app.register(leakRuleRoutes(ctx));
    await app.register(generateReadoutsRoutes(ctx));
  };
}
