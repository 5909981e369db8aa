import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz } from './columns.ts';
import { companies, companyIdColumn, users } from './schema.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A delivery order; its number's first word is the customer account, the rest the sales order. */
export const orders = pgTable(
  'orders',
  {
    deliveryOrderNumber: text('delivery_order_number').primaryKey(),
    companyId: companyIdColumn(),
    clientOrderNumber: text('client_order_number').notNull().default(''),
    deliveryNoteNumber: text('delivery_note_number').notNull().default(''),
    salesRepresentative: text('sales_representative').notNull().default(''),
    orderDate: timestamptz('order_date').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('orders_company_idx').on(t.companyId, t.orderDate)],
);

/**
 * A communication module's key. The material is sealed with AES-256-GCM under a key of its own (the
 * data key), which is stored wrapped by the master key named in `master_key_id`: rotating the master key
 * re-wraps the data keys and never touches the material.
 */
export const commModuleKeys = pgTable(
  'comm_module_keys',
  {
    commModUuid: uuid('comm_mod_uuid').primaryKey(),
    moduleSerial: text('module_serial').notNull(),
    moduleType: text('module_type').notNull(),
    meterSerial: text('meter_serial'),
    orderNumber: text('order_number').references(() => orders.deliveryOrderNumber, { onDelete: 'set null' }),
    companyId: companyIdColumn(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
    sealedMaterial: bytea('sealed_material').notNull(),
    wrappedDataKey: bytea('wrapped_data_key').notNull(),
    masterKeyId: text('master_key_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('comm_module_keys_company_idx').on(t.companyId, t.moduleSerial),
    index('comm_module_keys_order_idx').on(t.orderNumber),
  ],
);

/** Every read of key material: one row per access and owning company. */
export const keyAccessLog = pgTable(
  'key_access_log',
  {
    id: serialId(),
    action: text('action').$type<'view' | 'export' | 'decode'>().notNull(),
    format: text('format'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    /** the staff member behind an impersonation of the user, if any: a read is never logged as the customer alone */
    originalUserId: uuid('original_user_id').references(() => users.id, { onDelete: 'set null' }),
    originalUserEmail: text('original_user_email'),
    companyId: companyIdColumn(),
    keyIds: jsonb('key_ids').$type<string[]>().notNull(),
    keyCount: integer('key_count').notNull(),
    ipAddress: text('ip_address').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('key_access_log_company_idx').on(t.companyId, t.createdAt)],
);

export const transfers = pgTable(
  'transfers',
  {
    id: serialId(),
    fromCompanyId: integer('from_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    toCompanyId: integer('to_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    keyCount: integer('key_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('transfers_from_idx').on(t.fromCompanyId), index('transfers_to_idx').on(t.toCompanyId)],
);

export const transferKeys = pgTable(
  'transfer_keys',
  {
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    commModUuid: uuid('comm_mod_uuid')
      .notNull()
      .references(() => commModuleKeys.commModUuid, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'transfer_keys_pkey', columns: [t.transferId, t.commModUuid] })],
);
