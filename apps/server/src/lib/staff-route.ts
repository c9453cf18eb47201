import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DbClass } from '../db/classes';
import { pageOf, sendCsv, sliceOf, type ListParams, type ListResult, type ListSlice } from './admin-list';
import type { CsvColumn } from './csv';
import { ok } from './reply';

/** The instance a `FastifyPluginAsyncZod` plugin receives. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A permission as `app.requireStaff` takes it (declared by the staff plugin). */
export type StaffPermission = NonNullable<Parameters<FastifyInstance['requireStaff']>[0]>;

/** Every staff route is called with the staff session's bearer token. */
export const STAFF_SECURITY = [{ bearer: [] }];

/**
 * What one staff route declares: its OpenAPI summary, request schemas (`params`, `querystring`,
 * `body`) and answers; `permission` overrides the area's permission for this route; `dbClass:
 * 'report'` runs a heavy one (a check, a summary over months) on the report connections instead of
 * the staff ones (decision 0016; CSV exports are `report` already).
 */
export interface StaffRouteOptions extends FastifySchema {
  summary: string;
  response: Record<number, z.ZodType>;
  permission?: StaffPermission;
  dbClass?: DbClass;
}

/** The handler of a staff route, with `request.params/query/body` typed from the route's schemas. */
export type StaffHandler<Options extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Options,
  ZodTypeProvider
>;

/** The request of a staff route, typed from its schemas. */
export type StaffRequest<Options extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Options,
  ZodTypeProvider
>;

/** A paged staff list: its query schema carries the paging fields (`adminListFields`). */
export interface StaffListOptions extends StaffRouteOptions {
  querystring: z.ZodType<ListParams>;
}

/** The CSV export of a list (`?format=csv`): the file name stem and the columns. */
export interface StaffCsv<Row> {
  name: string;
  columns: readonly CsvColumn<Row>[];
}

/**
 * The staff routes of one area of the back office (under /api/admin). Each route gets the staff
 * check (`requireStaff(permission)`), the area's OpenAPI tags and the bearer security; its handler
 * returns the answer (`ok(...)`), and `list` adds paging and the CSV export.
 */
export function staffRoutes(app: ZodApp, area: { tags: string[]; permission: StaffPermission }) {
  const { tags } = area;

  /** The staff check and the OpenAPI fields every route of the area shares, around its own schemas. */
  function staffOptions<Options extends StaffRouteOptions>(options: Options) {
    const { permission = area.permission, dbClass, ...declared } = options;
    return {
      onRequest: app.requireStaff(permission),
      config: dbClass ? { dbClass } : {},
      schema: { tags, security: STAFF_SECURITY, ...declared },
    };
  }

  function register<Options extends StaffRouteOptions>(
    method: 'GET' | 'POST',
    url: string,
    options: Options,
    handler: StaffHandler<Options>,
  ): void {
    const { onRequest, config, schema } = staffOptions(options);
    // `schema` is `options` without `permission` and `dbClass`, plus tags and security: the
    // handler's types hold.
    app.route<RouteGenericInterface, ContextConfigDefault, Options>({
      method,
      url,
      onRequest,
      config,
      schema: schema as typeof schema & Options,
      handler,
    });
  }

  return {
    get<Options extends StaffRouteOptions>(url: string, options: Options, handler: StaffHandler<Options>): void {
      register('GET', url, options, handler);
    },

    post<Options extends StaffRouteOptions>(url: string, options: Options, handler: StaffHandler<Options>): void {
      register('POST', url, options, handler);
    },

    /**
     * GET a paged list: `load` receives the request and the page's limit, offset and count cap (the
     * whole export for `?format=csv`, uncounted) and returns the wire rows and the total (capped:
     * decision 0017); the answer is the page of platform-rules §1, or the CSV download.
     */
    list<Options extends StaffListOptions, Row>(
      url: string,
      options: Options,
      csv: StaffCsv<Row>,
      load: (request: StaffRequest<Options>, slice: ListSlice) => Promise<ListResult<Row>>,
    ): void {
      // Registered with the paging fields' types (what this handler reads); `load` gets the request
      // typed from the route's own query schema, the one Fastify validated it with.
      const handler: StaffHandler<StaffListOptions> = async (request, reply) => {
        const params = request.query;
        const slice = sliceOf(params, app.config.ADMIN_LIST_COUNT_CAP);
        const { rows, total, totalCapped } = await load(request as StaffRequest<Options>, slice);
        if (params.format === 'csv') return sendCsv(reply, csv.name, csv.columns, rows);
        return ok(pageOf(rows, total, params, totalCapped));
      };
      app.route<RouteGenericInterface, ContextConfigDefault, StaffListOptions>({
        method: 'GET',
        url,
        ...staffOptions(options),
        handler,
      });
    },
  };
}
