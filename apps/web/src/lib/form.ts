import { schemaResolver, useForm, type FormErrors, type UseFormInput } from "@mantine/form";
import type { z } from "zod";

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
