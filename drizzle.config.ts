import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/db/deviceSchema.ts', './server/db/measuringPointSchema.ts', './server/db/reportSchema.ts', './server/db/keySchema.ts', './server/db/tourSchema.ts', './server/db/embedKeySchema.ts', './server/db/ingestionKeySchema.ts', './server/db/rateLimitSchema.ts', './server/db/lorawanSchema.ts', './server/db/validationSchema.ts'],
  out: './server/db/migrations',
});
