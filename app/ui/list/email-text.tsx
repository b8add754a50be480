import { Fragment } from "react";

/**
 * An e-mail address that wraps, when a narrow column makes it, after its "@" or a dot, not
 * mid-name; "-" when there is none, as the lists show an empty cell.
 */
export function EmailText({ email }: { email: string }) {
  if (email.trim() === "") return "-";
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
