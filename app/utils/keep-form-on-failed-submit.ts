import type { SubmissionResult } from "@conform-to/react";
import { type ClientActionFunctionArgs, isRouteErrorResponse, type ShouldRevalidateFunction } from "@remix-run/react";
import { messages } from "#contract/messages";
import { showToast } from "~/ui/toast";

type KeptFormResult = SubmissionResult<string[]> & { submitFailed: true };

/**
 * The `clientAction` of every form route. A submit that never got the app's answer (offline, a
 * dropped connection, a proxy's error page) would replace the page with the error page and lose
 * what was typed: instead the form stays as it is, with the shared error message on it and in a
 * toast. Redirects and the app's own error responses go through unchanged. Without JavaScript the
 * browser posts the form itself, and this never runs.
 */
export async function keepFormOnFailedSubmit({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    showToast({ type: "error", message: messages.somethingWrong });
    const result: KeptFormResult = { status: "error", error: { "": [messages.somethingWrong] }, submitFailed: true };
    return result;
  }
}

/**
 * Whether an action's result is a submit that never got an answer. Remix drops a clientAction's
 * status, so every route on a form's page says itself not to reload its data then: the reload
 * would fail over the same connection and show the error page after all.
 */
export function isFailedSubmit(actionResult: unknown): boolean {
  return typeof actionResult === "object" && actionResult !== null && "submitFailed" in actionResult;
}

/** The shouldRevalidate of a form's route and of the layouts above it. */
export const skipReloadAfterFailedSubmit: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  !isFailedSubmit(actionResult) && defaultShouldRevalidate;
