/** The profile module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { profileRoutes } from './profile.routes';
export { profilePagesRoutes } from './profile-pages.routes';
