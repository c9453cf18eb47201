// Responsible play (platform-rules §10; decision 0032). Other modules use only these: the check of a
// time-out or exclusion in force and its SQL form. The route guard that enforces the limits on the
// money and game routes is a plugin exported by ./routes.ts for app.ts.
export { activeRestriction, isPlayRestricted, playRestrictedSql, type ActiveRestriction } from './restrictions';
export { RESPONSIBLE_PLAY_MESSAGES } from './responsible-play.errors';
