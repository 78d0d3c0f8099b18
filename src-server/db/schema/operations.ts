import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffAccounts } from './core';

/** Staff admin accounts that may use the operations console (issue 16); other data-centre admins may not. */
export const opsOperators = pgTable('ops_operators', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffAccounts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per console change: who, when, what (entity and id) and a before/after summary. */
export const opsAuditLogs = pgTable(
  'ops_audit_logs',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => staffAccounts.id),
    /** The operator's name when the change was made (a later rename does not rewrite history). */
    operatorName: text('operator_name').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull().default(''),
    before: text('before').notNull().default(''),
    after: text('after').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ops_audit_logs_created_idx').on(t.createdAt),
    index('ops_audit_logs_entity_idx').on(t.entity, t.createdAt),
  ],
);

/** A generated batch of redeem codes: the codes point back with redeem_codes.batch_id. */
export const redeemBatches = pgTable('redeem_batches', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  courseType: text('course_type').notNull(),
  targetId: integer('target_id').notNull(),
  slots: integer('slots').notNull().default(1),
  count: integer('count').notNull(),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by')
    .notNull()
    .references(() => staffAccounts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the batch is disabled: its unused codes are refused on redeem. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});
