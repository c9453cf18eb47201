import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CANCEL_ON_DISCONNECT, cancelDbScope, newDbScope, runInDbScope, type DbClass } from '../db/classes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The connection class of the route's queries when its URL does not say it (decision 0016). */
    dbClass?: DbClass;
  }
}

/**
 * The connection class of a request: the route's own `config.dbClass` (dashboard, ledger check),
 * else a back-office CSV export is `report`, any other /api/admin call `staff`, everything else
 * `member`.
 */
export function dbClassOf(path: string, routeClass: DbClass | undefined, query: unknown): DbClass {
  if (routeClass) return routeClass;
  if (path === '/api/admin' || path.startsWith('/api/admin/')) return isCsvExport(query) ? 'report' : 'staff';
  return 'member';
}

function isCsvExport(query: unknown): boolean {
  return typeof query === 'object' && query !== null && 'format' in query && query.format === 'csv';
}

/**
 * Runs every request in its connection class (AsyncLocalStorage, read by the database pools), and
 * cancels the queries of a staff or report request whose client went away before its answer.
 */
export const dbClassesPlugin = fp(async (app: FastifyInstance) => {
  // The body is read from the socket outside the request's async context: the scope is entered
  // again before validation (as @fastify/request-context does) so the handler runs in it.
  const resources = new WeakMap<FastifyRequest, AsyncResource>();

  app.addHook('onRequest', (request, reply, done) => {
    // The route's own path (no query string to cut; unknown URLs have none and are `member`).
    const dbClass = dbClassOf(request.routeOptions.url ?? '', request.routeOptions.config.dbClass, request.query);
    // No scope is the member class: the member site's calls (the balance poll among them) pay
    // nothing for the classes, and are not cancelled on disconnect (decision 0016).
    if (dbClass === 'member') {
      done();
      return;
    }
    const readOnly = request.method === 'GET' || request.method === 'HEAD';
    const scope = newDbScope(dbClass, readOnly);
    if (CANCEL_ON_DISCONNECT.has(dbClass)) {
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) cancelDbScope(scope);
      });
    }
    runInDbScope(scope, () => {
      resources.set(request, new AsyncResource('db-class'));
      done();
    });
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const resource = resources.get(request);
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
});
