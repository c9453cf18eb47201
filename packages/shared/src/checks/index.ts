// What the member site imports to check answers without loading zod (decision 0015).
export { check, CheckError, type Check, type CheckResult, type JsonSchema } from './check';
export * from './generated';
export { readEnvelope, type EnvelopeReading } from './envelope';
