export { hmacSha256 } from './fair/hmac-sha256';
export { bytesToFloat, commitServerSeed, floatsFor, OutcomeStream, type FairSeed } from './fair/outcome-stream';
