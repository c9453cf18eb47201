// `npm start`: builds what is missing, then runs the one server process (API under /api, member
// site at /, back office at /admin/, agent portal at /agent/) in this same process.
import { register } from 'tsx/esm/api';
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt('web');
ensureBuilt('admin');
ensureBuilt('agent');
register();
await import('../apps/server/src/server.ts');
