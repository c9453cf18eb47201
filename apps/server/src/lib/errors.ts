import { ResponseCode } from '@app/shared/contracts';

/**
 * The one error type services throw. `kind` selects the envelope code and HTTP status; `message`
 * is the Chinese text the member sees. Anything that is not an AppError becomes a 500 whose
 * details stay in the log.
 */
export type AppErrorKind =
  | 'badRequest'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'refused'
  | 'conflict'
  | 'tooManyRequests'
  | 'unavailable'
  | 'queryTimeout'
  | 'maintenance';

interface KindRule {
  code: number;
  httpStatus: number;
  defaultMessage: string;
}

export const ERROR_KINDS: Record<AppErrorKind, KindRule> = {
  badRequest: { code: ResponseCode.badRequest, httpStatus: 400, defaultMessage: '请求参数不正确' },
  unauthorized: {
    code: ResponseCode.unauthorized,
    httpStatus: 401,
    defaultMessage: '认证失败: 您的账号登陆过期，请重新登陆',
  },
  forbidden: { code: ResponseCode.forbidden, httpStatus: 403, defaultMessage: '没有权限执行此操作' },
  // Business failures are HTTP 200 with a non-success code (platform-rules §1).
  notFound: { code: ResponseCode.notFound, httpStatus: 200, defaultMessage: '记录不存在' },
  refused: { code: ResponseCode.refused, httpStatus: 200, defaultMessage: '操作失败' },
  conflict: { code: ResponseCode.refused, httpStatus: 200, defaultMessage: '操作冲突，请稍后再试' },
  tooManyRequests: {
    code: ResponseCode.tooManyRequests,
    httpStatus: 429,
    defaultMessage: '操作过于频繁，请稍后再试',
  },
  unavailable: { code: ResponseCode.unavailable, httpStatus: 503, defaultMessage: '服务暂不可用，请稍后再试' },
  // A statement ran past its class's statement_timeout (or was cancelled): nothing was written.
  queryTimeout: { code: ResponseCode.unavailable, httpStatus: 503, defaultMessage: '查询超时，请缩小范围后重试' },
  // Planned maintenance (site_state 0) is a business state the member site shows: HTTP 200.
  maintenance: { code: ResponseCode.unavailable, httpStatus: 200, defaultMessage: '网站维护中，请稍后再试' },
};

export const INTERNAL_ERROR_MESSAGE = '服务器异常，请稍后再试';

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly code: number;
  readonly httpStatus: number;

  constructor(kind: AppErrorKind, message?: string, options?: { cause?: unknown }) {
    const rule = ERROR_KINDS[kind];
    super(message ?? rule.defaultMessage, options);
    this.name = 'AppError';
    this.kind = kind;
    this.code = rule.code;
    this.httpStatus = rule.httpStatus;
  }
}

/** Shorthand for the most common case: a business rule refused the request. */
export function refuse(message: string): AppError {
  return new AppError('refused', message);
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
