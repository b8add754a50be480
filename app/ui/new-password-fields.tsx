import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { PasswordField } from "./password-field";

/** New password and its confirmation, with the password rule as a hint (reset, invitation, change). */
export function NewPasswordFields({
  password,
  confirmation,
  passwordLabel = "New Password",
}: {
  password: FieldMetadata<string>;
  confirmation: FieldMetadata<string>;
  passwordLabel?: string;
}) {
  return (
    <>
      <PasswordField
        label={passwordLabel}
        inputProps={{ ...getInputProps(password, { type: "password", value: false }), autoComplete: "new-password" }}
        errors={password.errors}
        hint="At least 8 characters with a letter, a number and one of @$!%*#?&"
      />
      <PasswordField
        label="Confirm Password"
        inputProps={{ ...getInputProps(confirmation, { type: "password", value: false }), autoComplete: "new-password" }}
        errors={confirmation.errors}
      />
    </>
  );
}
