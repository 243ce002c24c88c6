"use client";

import { useTranslations } from "next-intl";
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { fieldKeys, fieldValues } from "@/lib/http/validation";
import type { MessageKey } from "@/lib/i18n/messages";
import { ApiError } from "@/lib/site/api-client";

// One way to build a form on a shared zod schema: react-hook-form holds the
// values, the schema the API uses checks them, its message keys are shown
// translated (with the values an issue names, as the server does), and the
// server's `fields` land on the same fields. Decision record:
// docs/decisions/018-forms.md.

/** What a valid form hands to its submit handler. */
export type Submitted<S extends z.ZodType> = {
  /** What the schema was given: the request body as the form built it. */
  input: z.input<S>;
  /** The schema's parsed output (trimmed, defaults applied). */
  output: z.output<S>;
};

export type SchemaFormOptions<V extends FieldValues, S extends z.ZodType> = {
  schema: S;
  defaultValues: V;
  /** The form's values as the schema and the API take them; the values themselves by default. */
  toInput?: (values: V) => z.input<S>;
  /** The field that shows the message of a schema path; the path's first part by default. */
  fieldOf?: (path: string, values: V) => Path<V>;
};

export type SchemaForm<V extends FieldValues, S extends z.ZodType> = {
  form: UseFormReturn<V, unknown, Submitted<S>>;
  /** The form's onSubmit: checks the values, focuses the first field with a message, else calls `send`. */
  submit: (
    send: (submitted: Submitted<S>) => void,
    onInvalid?: (errors: FieldErrors<V>) => void,
  ) => (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Puts the per-field messages of a failed request (ApiError `fields`) on the form's fields. */
  showServerErrors: (error: unknown) => void;
};

const firstPart = (path: string) => path.split(".")[0];

export function useSchemaForm<V extends FieldValues, S extends z.ZodType>({
  schema,
  defaultValues,
  toInput = (values) => values as z.input<S>,
  fieldOf = (path) => firstPart(path) as Path<V>,
}: SchemaFormOptions<V, S>): SchemaForm<V, S> {
  const v = useTranslations("validation");
  // Schemas name their messages at run time; has() checks the key before it is used as one.
  const message = (key: string, values?: Record<string, string | number>) =>
    v.has(key as MessageKey<"validation">) ? v(key as MessageKey<"validation">, values as never) : v("invalid");

  // The schema's issues become messages as on the server (lib/http/validation.ts):
  // the first issue of each path, its key (zod's generic messages mapped to the
  // common keys), and the values a custom issue names, e.g. the bad addresses
  // of a list ({emails}, {count}).
  const resolver: Resolver<V, unknown, Submitted<S>> = async (values) => {
    const input = toInput(values);
    const checked = await schema.safeParseAsync(input);
    if (checked.success) {
      const submitted: Submitted<S> = { input, output: checked.data as z.output<S> };
      return { values: submitted, errors: {} };
    }
    const keys = fieldKeys(checked.error);
    const named = fieldValues(checked.error);
    const errors: Record<string, FieldError> = {};
    for (const [path, key] of Object.entries(keys)) {
      errors[fieldOf(path, values)] ??= { type: "validation", message: message(key, named[path]) };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };

  const form = useForm<V, unknown, Submitted<S>>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    // Focus goes to the first registered field with a message, in the order they render.
    shouldFocusError: true,
    // Messages stay until the next submit, as the dialogs always did, rather than changing while typing.
    reValidateMode: "onSubmit",
  });

  function showServerErrors(error: unknown) {
    if (!(error instanceof ApiError) || !error.fields) return;
    const values = form.getValues();
    Object.entries(error.fields).forEach(([path, text], index) =>
      form.setError(fieldOf(path, values), { type: "server", message: text }, { shouldFocus: index === 0 }),
    );
  }

  return {
    form,
    submit: (send, onInvalid) => form.handleSubmit(send, onInvalid),
    showServerErrors,
  };
}
