import { schemaResolver, useForm, type FormErrors, type UseFormInput } from "@mantine/form";
import { z } from "zod";

/**
 * The one way the app builds a form: Mantine's `useForm`, validated by a zod schema, either the server's
 * own input schema (`@leadcoach/api/schemas`) or one derived from it where the browser holds a field
 * differently (text instead of a number, a picker's local time instead of an instant). A field's error
 * is the schema's first message for it, and is cleared as the field changes. On a valid submit,
 * `form.onSubmit(handler)` hands the handler the schema's output: trimmed, converted, ready to send.
 */
export function useSchemaForm<Values extends Record<string, unknown>, TSchema extends z.ZodType>(
  schema: TSchema,
  initialValues: Values,
  options: Pick<UseFormInput<Values>, "onValuesChange"> = {},
) {
  return useForm<Values, z.output<TSchema>>({
    ...options,
    mode: "controlled",
    initialValues,
    validate: schemaResolver<true>(schema, { sync: true }),
    transformValues: (values) => schema.parse(values),
  });
}

/** The errors a schema finds in some values, as the form shows them (field path -> first message). */
export function schemaErrors(schema: z.ZodType, values: unknown): FormErrors {
  return schemaResolver<true>(schema, { sync: true })(values);
}

/** The first message of a set of form errors, in field order, or null when there is none. */
export function firstErrorMessage(errors: FormErrors, fieldOrder: readonly string[] = []): string | null {
  const ordered = [...fieldOrder, ...Object.keys(errors)];
  const first = ordered.map((field) => errors[field]).find((message) => typeof message === "string");
  return typeof first === "string" ? first : null;
}

/** The longest text a string schema accepts, seen through the wrappers a field schema carries. */
function maxLengthOfType(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat)
    return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return maxLengthOfType(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) {
    return maxLengthOfType(schema.in as z.ZodType) ?? maxLengthOfType(schema.out as z.ZodType);
  }
  if (schema instanceof z.ZodUnion) {
    const limits = (schema.options as readonly z.ZodType[]).map(maxLengthOfType);
    return limits.find((limit) => limit !== undefined);
  }
  return undefined;
}

/** The schema a wrapper stands for: a preprocess step's target, a transform's source, an optional's inner. */
function unwrapped(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodPipe) {
    return unwrapped((schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType);
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return unwrapped(schema.unwrap() as z.ZodType);
  }
  return schema;
}

/** The field a form path names (`title`, `reviewers.0.reviewerEmail`) inside an object schema. */
function fieldSchema(schema: z.ZodType, keys: readonly string[]): z.ZodType | undefined {
  const [key, ...rest] = keys;
  if (key === undefined) return schema;
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodArray) return fieldSchema(inner.element as z.ZodType, rest);
  if (inner instanceof z.ZodUnion) {
    const found = (inner.options as readonly z.ZodType[]).map((option) => fieldSchema(option, keys));
    return found.find((field) => field !== undefined);
  }
  if (!(inner instanceof z.ZodObject)) return undefined;
  const field = (inner.shape as Record<string, z.ZodType | undefined>)[key];
  return field && fieldSchema(field, rest);
}

/**
 * A text field's `maxLength`, read from the schema that checks it, so the browser never states a limit
 * of its own. Throws when the schema sets none: a field given a limit must have one in its rule.
 */
export function maxLengthOf(schema: z.ZodType, path: string): number {
  const field = fieldSchema(schema, path.split("."));
  const limit = field && maxLengthOfType(field);
  if (limit === undefined) throw new Error(`The schema sets no maximum length for "${path}"`);
  return limit;
}
