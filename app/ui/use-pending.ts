import { useFormAction, useNavigation } from "@remix-run/react";

/**
 * True while this route's form (or the form posting to `formAction`) is being submitted, so
 * its button can show a pending state.
 */
export function useIsPending({ formAction, formMethod = "POST" }: { formAction?: string; formMethod?: "POST" | "GET" } = {}) {
  const contextualAction = useFormAction();
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    navigation.formMethod === formMethod &&
    stripIndex(navigation.formAction) === stripIndex(formAction ?? contextualAction)
  );
}

function stripIndex(action: string | undefined): string | undefined {
  if (!action) return action;
  const [path = "", query = ""] = action.split("?");
  const params = new URLSearchParams(query);
  params.delete("index");
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
