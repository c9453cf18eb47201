import { AppError } from '../../lib/errors';

/** A posting would take a member account below zero. Callers turn it into their own message. */
export class InsufficientFundsError extends AppError {
  constructor(
    readonly accountId: bigint,
    message = '余额不足',
  ) {
    super('refused', message);
    this.name = 'InsufficientFundsError';
  }
}

/** The same idempotency key was replayed with a different movement: a bug in the caller. */
export class IdempotencyConflictError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`idempotency key ${idempotencyKey} was already used for a different movement`);
    this.name = 'IdempotencyConflictError';
  }
}

/** The entries do not form a valid transaction (fewer than two, zero amounts, not summing to zero). */
export class UnbalancedTransactionError extends Error {
  constructor(detail: string) {
    super(`invalid ledger transaction: ${detail}`);
    this.name = 'UnbalancedTransactionError';
  }
}
