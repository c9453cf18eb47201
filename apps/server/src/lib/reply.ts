import { SUCCESS_CODE, type Envelope } from '@app/shared/contracts';

export const DEFAULT_SUCCESS_MESSAGE = '操作成功';

/** Builds a success envelope; `code` is 0 for the two deposit calls whose clients expect it. */
export function ok<T>(data: T, message: string = DEFAULT_SUCCESS_MESSAGE, code: number = SUCCESS_CODE): Envelope<T> {
  return { code, message, msg: message, data };
}

export function envelopeError(code: number, message: string): Envelope<null> {
  return { code, message, msg: message, data: null };
}
