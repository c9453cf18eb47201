/**
 * Answer checks without zod (issue #13, decision 0015). The member site parses every answer's
 * `data` with its contract; zod (about 26 KB gzipped, not tree-shakable) would then load before the
 * first screen. Each contract of an answer is written once, in zod (`../contracts`); a script turns
 * it into its JSON Schema (`z.toJSONSchema`, output side) in `generated/`, and this small
 * interpreter checks answers against it with zod's rules: integers are safe integers, numbers are
 * finite, an object keeps only its declared keys (unknown keys are dropped, as zod's `parse` does),
 * a union takes its first matching member.
 */

/** The JSON Schema keywords the generator emits (it refuses a contract that needs others). */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** false: undeclared keys are dropped; a schema: every value is checked with it (records). */
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: string | number | boolean | null;
  enum?: (string | number | boolean | null)[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** What the API client needs of a contract: zod schemas and checks both have it. */
export interface Check<T> {
  safeParse(value: unknown): CheckResult<T>;
  /** The checked value; throws on a mismatch. */
  parse(value: unknown): T;
}

export type CheckResult<T> = { success: true; data: T } | { success: false; error: unknown };

export class CheckError extends Error {
  /** Where the first mismatch is, e.g. `data.items[2].id`. */
  readonly path: string;

  constructor(path: string, expected: string) {
    super(`${path || 'value'}: expected ${expected}`);
    this.name = 'CheckError';
    this.path = path;
  }
}

const FAIL = Symbol('fail');
type Failure = { [FAIL]: true; path: string; expected: string };

function fail(path: string, expected: string): Failure {
  return { [FAIL]: true, path, expected };
}

function failed(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && FAIL in value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasType(value: unknown, type: JsonType): boolean {
  switch (type) {
    case 'object':
      return isPlainObject(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
  }
}

const patterns = new Map<string, RegExp>();
function regex(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) {
    pattern = new RegExp(source, 'u');
    patterns.set(source, pattern);
  }
  return pattern;
}

/** The checked value (objects rebuilt with their declared keys only) or the first mismatch. */
function walk(schema: JsonSchema, value: unknown, path: string): unknown {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    let first: Failure | undefined;
    for (const alternative of alternatives) {
      const result = walk(alternative, value, path);
      if (!failed(result)) return result;
      first ??= result;
    }
    return first ?? fail(path, 'one of no alternatives');
  }
  let result = value;
  if (schema.allOf) {
    for (const part of schema.allOf) {
      const checked = walk(part, result, path);
      if (failed(checked)) return checked;
      result = checked;
    }
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => hasType(value, type))) return fail(path, types.join(' or '));
  }
  if (schema.const !== undefined && value !== schema.const) return fail(path, JSON.stringify(schema.const));
  if (schema.enum && !schema.enum.includes(value as never)) return fail(path, `one of ${JSON.stringify(schema.enum)}`);
  if (typeof value === 'string') {
    // Lengths are UTF-16 code units, as zod counts them.
    if (schema.minLength !== undefined && value.length < schema.minLength)
      return fail(path, `length ≥ ${schema.minLength}`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      return fail(path, `length ≤ ${schema.maxLength}`);
    if (schema.pattern !== undefined && !regex(schema.pattern).test(value))
      return fail(path, `to match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return fail(path, `≥ ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) return fail(path, `≤ ${schema.maximum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
      return fail(path, `> ${schema.exclusiveMinimum}`);
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
      return fail(path, `< ${schema.exclusiveMaximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      return fail(path, `≥ ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      return fail(path, `≤ ${schema.maxItems} items`);
    if (schema.items || schema.prefixItems) {
      const items: unknown[] = [];
      for (let index = 0; index < value.length; index += 1) {
        const itemSchema = schema.prefixItems?.[index] ?? schema.items;
        if (!itemSchema) return fail(`${path}[${index}]`, 'no item');
        const item = walk(itemSchema, value[index], `${path}[${index}]`);
        if (failed(item)) return item;
        items.push(item);
      }
      if (schema.prefixItems && value.length < schema.prefixItems.length)
        return fail(path, `${schema.prefixItems.length} items`);
      result = items;
    }
  }
  if (isPlainObject(value) && (schema.properties || schema.additionalProperties !== undefined)) {
    const object: Record<string, unknown> = {};
    const properties = schema.properties ?? {};
    for (const key of schema.required ?? []) {
      if (value[key] === undefined) return fail(path ? `${path}.${key}` : key, 'a value');
    }
    for (const [key, propertySchema] of Object.entries(properties)) {
      if (value[key] === undefined) continue;
      const property = walk(propertySchema, value[key], path ? `${path}.${key}` : key);
      if (failed(property)) return property;
      object[key] = property;
    }
    const extra = schema.additionalProperties;
    if (typeof extra === 'object' || extra === true || extra === undefined) {
      for (const [key, item] of Object.entries(value)) {
        if (key in properties) continue;
        const keyPath = path ? `${path}.${key}` : key;
        if (schema.propertyNames) {
          const name = walk(schema.propertyNames, key, keyPath);
          if (failed(name)) return name;
        }
        const checked = typeof extra === 'object' ? walk(extra, item, keyPath) : item;
        if (failed(checked)) return checked;
        object[key] = checked;
      }
    }
    result = object;
  }
  return result;
}

/** A check of `T` from its contract's JSON Schema (see `generated/`). */
export function check<T>(schema: JsonSchema): Check<T> {
  const safeParse = (value: unknown): CheckResult<T> => {
    const result = walk(schema, value, '');
    if (failed(result)) return { success: false, error: new CheckError(result.path, result.expected) };
    return { success: true, data: result as T };
  };
  return {
    safeParse,
    parse(value) {
      const result = safeParse(value);
      if (!result.success) throw result.error;
      return result.data;
    },
  };
}
