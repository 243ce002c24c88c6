"use client";

import { useId, type ComponentProps, type ReactNode } from "react";
import {
  FormProvider,
  useController,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type UseFormReturn,
} from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { describedBy, FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

/** A form built with useSchemaForm: the fields below find it through context. */
export function SchemaFormRoot<V extends FieldValues, T>({
  form,
  onSubmit,
  className,
  children,
  ...props
}: Omit<ComponentProps<"form">, "onSubmit"> & {
  form: UseFormReturn<V, unknown, T>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
}) {
  return (
    <FormProvider {...form}>
      {/* The schema checks the values; the browser's own bubbles would differ from it. */}
      <form onSubmit={onSubmit} noValidate className={cn("grid min-w-0 grid-cols-1 gap-5", className)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

/** What a field's control needs: the value and handlers, and the ids that tie it to its label, hint and message. */
export type FieldControl = {
  field: ControllerRenderProps<FieldValues, string>;
  fieldState: ControllerFieldState;
  id: string;
  /** aria-invalid: true while the field has a message. */
  invalid: true | undefined;
  /** aria-describedby: the hint and the message, when shown. */
  describedBy: string | undefined;
  /** The three above as props of the control. */
  aria: { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };
};

/** The ids and aria values of one field, for controls laid out by hand. */
export function useFieldControl(name: string, hint?: boolean): FieldControl {
  const id = useId();
  const { field, fieldState } = useController({ name });
  const invalid = fieldState.error ? true : undefined;
  const described = describedBy(!!hint && `${id}-hint`, !!invalid && `${id}-error`);
  return {
    field,
    fieldState,
    id,
    invalid,
    describedBy: described,
    aria: { id, "aria-invalid": invalid, "aria-describedby": described },
  };
}

/** A field's translated message, announced when it appears. */
export function FieldMessage({ control }: { control: FieldControl }) {
  return <FieldError id={`${control.id}-error`} message={control.fieldState.error?.message} />;
}

/** Label, control, optional hint, the field's message and anything `below`, stacked. */
export function FormField({
  name,
  label,
  hint,
  className,
  children,
  below,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControl) => ReactNode;
  /**
   * Shown under the field's hint and message (a shortcut that fills the field,
   * say): the message stays next to the control it is about.
   */
  below?: (control: FieldControl) => ReactNode;
}) {
  const control = useFieldControl(name, hint !== undefined);
  return (
    <div className={cn("grid grid-cols-1 gap-2", className)}>
      <Label htmlFor={control.id}>{label}</Label>
      {children(control)}
      {hint !== undefined && (
        <p id={`${control.id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldMessage control={control} />
      {below?.(control)}
    </div>
  );
}

type TextFieldProps = { name: string; label: ReactNode } & Omit<
  ComponentProps<"input">,
  "name" | "value" | "onChange" | "onBlur" | "ref" | "id"
>;

/** A one-line text field. */
export function TextField({ name, label, ...props }: TextFieldProps) {
  return (
    <FormField name={name} label={label}>
      {({ field, aria }) => <Input {...props} {...field} value={field.value ?? ""} {...aria} />}
    </FormField>
  );
}

type TextAreaFieldProps = { name: string; label: ReactNode; hint?: ReactNode } & Omit<
  ComponentProps<"textarea">,
  "name" | "value" | "onChange" | "onBlur" | "ref" | "id"
>;

/** A few lines of text (notes): a fixed height of `rows`, not growing with the text. */
export function TextAreaField({ name, label, hint, className, ...props }: TextAreaFieldProps) {
  return (
    <FormField name={name} label={label} hint={hint}>
      {({ field, aria }) => (
        <Textarea
          rows={3}
          className={cn("field-sizing-fixed", className)}
          {...props}
          {...field}
          value={field.value ?? ""}
          {...aria}
        />
      )}
    </FormField>
  );
}

/** A checkbox with its label beside it, and its message below. */
export function CheckboxField({
  name,
  label,
  ...props
}: { name: string; label: ReactNode } & Omit<ComponentProps<typeof Checkbox>, "checked" | "onCheckedChange" | "id">) {
  const control = useFieldControl(name);
  const { ref, value, onChange, onBlur } = control.field;
  return (
    <div className="grid gap-2">
      {/* A label may run to two lines on a phone: spaced as text, the box beside its first line. */}
      <div className="flex items-start gap-2">
        <Checkbox
          className="mt-0.5"
          {...props}
          {...control.aria}
          ref={ref}
          checked={value === true}
          onCheckedChange={(checked) => onChange(checked === true)}
          onBlur={onBlur}
        />
        <Label htmlFor={control.id} className="leading-snug">
          {label}
        </Label>
      </div>
      <FieldMessage control={control} />
    </div>
  );
}
