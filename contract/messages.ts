// Texts the specification gives verbatim (backoffice.md §5, §8). App forms and the API share them.
export const messages = {
  required: "This field is required",
  passwordRule:
    "Password must have eight characters, at least one letter, one number and one special character(!@#$%^&*)",
  passwordsMismatch: "Passwords does not match",
  email: "Please enter valid email address",
  maxChars: (n: number) => `Please enter only ${n} character`,
  invalidCredentials: "Unable to log in with provided credentials.",
  invalidToken: "Invalid token.",
  notAuthenticated: "Authentication credentials were not provided.",
  permissionDenied: "You do not have permission to perform this action.",
  notFound: "Not found.",
  linkInvalid: "The link is invalid or has expired.",
  linkValid: "The link is valid.",
  resetSent: "Password reset e-mail has been sent.",
  resetDone: "Password has been reset with the new password.",
  invitationAccepted: "Your account is active. You can sign in now.",
  passwordChanged: "New password has been saved.",
  oldPasswordWrong: "Your old password was entered incorrectly. Please enter it again.",
  throttled: (minutes: number) =>
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  notificationRead: "Notification marked as read.",
  allNotificationsRead: "All notifications marked as read.",
  fileType: (fileName: string, types: readonly string[]) =>
    `${fileName} file is not a valid file please upload from ${types.join(", ")} files`,
  fileSize: "file size needs to be less than 2 MB",
  fileDimension: "the dimension needs to be 250 x 250",
  // Not in the spec: PATCH users/{id}/ with a profile_image that is not an image the user uploaded.
  profileImageInvalid: "Upload a valid image. The file you uploaded was either not an image or a corrupted image.",
  // Toasts (spec §8)
  loginSuccess: "Login Successfully",
  profileUpdated: "Profile updated successfully",
  tryAgain: "Please try again",
  somethingWrong: "Something went wrong. Please try again.",
} as const;
