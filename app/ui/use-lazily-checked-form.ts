import { parse, useForm, type DefaultValue, type Submission, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";

type Constraint = Record<string, { required?: boolean; minLength?: number; maxLength?: number; pattern?: string }>;
/** What a form's schema module gives once loaded: Conform's submission from the form data. */
export type FormCheck = (formData: FormData) => Submission<unknown, string[], unknown>;

/**
 * Conform whose browser check (zod, 28 KB gzip) loads after hydration instead of with the page:
 * a field is checked on blur and again on each keystroke once it shows an error, as with
 * useZodForm. Until the check has loaded, a submit goes to the action, which answers every error,
 * and a field left before it loaded is checked the moment it arrives.
 * The constraint is the schema's (a unit test compares them), so the page ships no zod.
 */
export function lazilyCheckedForm(loadCheck: () => Promise<FormCheck>) {
  let check: FormCheck | undefined;
  let loading: Promise<void> | undefined;
  const load = () => {
    loading ??= loadCheck().then(
      (loaded) => void (check = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return function useLazilyCheckedForm<Value extends Record<string, unknown>>(
    id: string,
    constraint: Constraint,
    options: { lastResult?: SubmissionResult<string[]> | null; defaultValue?: DefaultValue<Value> } = {},
  ) {
    const [checkLoaded, setCheckLoaded] = useState(() => check !== undefined);
    const leftUnchecked = useRef(new Set<string>());
    useEffect(() => {
      let mounted = true;
      load().then(
        () => mounted && setCheckLoaded(true),
        () => undefined,
      );
      return () => void (mounted = false);
    }, []);
    const [form, fields] = useForm<Value>({
      id,
      lastResult: options.lastResult,
      defaultValue: options.defaultValue,
      constraint,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
      onValidate: ({ formData }) =>
        (check?.(formData) ??
          parse(formData, {
            resolve: (value, intent) => {
              if (intent?.type === "validate" && intent.payload.name) leftUnchecked.current.add(intent.payload.name);
              return { value };
            },
          })) as Submission<Value>,
    });
    useEffect(() => {
      if (!checkLoaded) return;
      for (const name of leftUnchecked.current) form.validate({ name });
      leftUnchecked.current.clear();
    }, [checkLoaded, form]);
    return [form, fields] as const;
  };
}
