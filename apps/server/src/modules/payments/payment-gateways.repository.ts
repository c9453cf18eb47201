import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { paymentGateways } from './payments.tables';

export type PaymentGatewayRow = typeof paymentGateways.$inferSelect;

export async function listPaymentGatewayRows(db: Db): Promise<PaymentGatewayRow[]> {
  return db.select().from(paymentGateways).orderBy(asc(paymentGateways.id));
}

export async function findPaymentGatewayByCode(db: Db, code: string): Promise<PaymentGatewayRow | undefined> {
  const [row] = await db.select().from(paymentGateways).where(eq(paymentGateways.code, code));
  return row;
}
