// Shared shapes of the validation rules. Every rule takes a plain object and returns the first
// failing Chinese message, or null when the input passes, so a React form can toast it and a
// Fastify service can throw it as an AppError message.

/** A rule's verdict: the first failing message, or null when the input passes. */
export type ValidationResult = string | null;

/** A text field as a form or an optional request field holds it. */
export type TextInput = string | null | undefined;

/** A chosen id (card, channel, bank); null, undefined or an empty string mean nothing was chosen. */
export type IdInput = string | number | null | undefined;

/** True when the text is missing or only whitespace: a required field left empty. */
export function isBlank(value: TextInput): value is null | undefined | '' {
  return value === null || value === undefined || value.trim() === '';
}

/** True when nothing was chosen. */
export function isUnchosen(value: IdInput): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The text, or '' when missing. */
export function textOf(value: TextInput): string {
  return value ?? '';
}
