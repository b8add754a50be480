import type { getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useParams } from "@remix-run/react";
import { Button } from "~/ui/button";
import { FormErrors } from "~/ui/field";
import { useIsPending } from "~/ui/use-pending";

/** The page of a mailed link (password reset, invitation): its heading, the link's uid and token, the fields, the submit. */
export function LinkPageForm(props: {
  title: string;
  description: string;
  formProps: ReturnType<typeof getFormProps>;
  formErrors: { id: string; errors?: readonly string[] | null };
  children: ReactNode;
}) {
  const { uid, token } = useParams();
  const pending = useIsPending();
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{props.title}</h1>
      <p className="mt-1 mb-6 text-sm text-gray-700">{props.description}</p>
      <Form method="post" {...props.formProps} className="flex flex-col gap-1">
        <input type="hidden" name="uid" value={uid ?? ""} />
        <input type="hidden" name="token" value={token ?? ""} />
        {props.children}
        <FormErrors id={props.formErrors.id} errors={props.formErrors.errors} />
        <Button type="submit" pending={pending} className="mt-2 w-full">
          {props.title}
        </Button>
      </Form>
    </>
  );
}
