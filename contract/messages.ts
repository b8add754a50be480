// Texts the specification gives verbatim (backoffice.md §5, §8). App forms and the API share them.
export const messages = {
  required: "This field is required",
  passwordRule:
    "Password must have eight characters, at least one letter, one number and one special character(!@#$%^&*)",
  passwordsMismatch: "Passwords does not match",
  email: "Please enter valid email address",
  maxChars: (n: number) => `Please enter only ${n} character`,
  // Not in the spec (it names the rule, not its text).
  wordCharacter: "Please enter at least one letter or number",
  selectPermission: "Please Select Permission",
  // Not in the spec: nobody hands out access they do not have themselves.
  cannotGrant: (names: readonly string[]) => `You cannot grant permissions you do not hold: ${names.join(", ")}.`,
  invalidCredentials: "Unable to log in with provided credentials.",
  invalidToken: "Invalid token.",
  notAuthenticated: "Authentication credentials were not provided.",
  permissionDenied: "You do not have permission to perform this action.",
  notFound: "Not found.",
  // DRF's answer for a page past the last one.
  invalidPage: "Invalid page.",
  linkInvalid: "The link is invalid or has expired.",
  // Issue 9 §2: a session that ended (idle, expired, revoked) says so on /login.
  sessionExpired: "Your session has expired. Please sign in again.",
  linkValid: "The link is valid.",
  resetSent: "Password reset e-mail has been sent.",
  resetDone: "Password has been reset with the new password.",
  invitationAccepted: "Your account is active. You can sign in now.",
  passwordChanged: "New password has been saved.",
  oldPasswordWrong: "Your old password was entered incorrectly. Please enter it again.",
  throttled: (seconds: number) => `Too many failed login attempts. Try again in ${throttleWait(seconds)}.`,
  // Not in the spec: an unauthenticated post past its per-address limit (ADDRESS_RATE_LIMITS).
  rateLimited: (seconds: number) => `Too many requests from your address. Try again in ${throttleWait(seconds)}.`,
  notificationRead: "Notification marked as read.",
  allNotificationsRead: "All notifications marked as read.",
  fileType: (fileName: string, types: readonly string[]) =>
    `${fileName} file is not a valid file please upload from ${types.join(", ")} files`,
  fileSize: "file size needs to be less than 2 MB",
  fileDimension: "the dimension needs to be 250 x 250",
  // Not in the spec: upload_file/ past its rate limit (UPLOAD_RATE_LIMIT).
  uploadThrottled: (minutes: number) => `Too many uploads. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  // Not in the spec: a form past the app's body cap (MAX_FORM_BYTES, 21 MiB).
  formTooLarge: "The form is too large to send: at most 21 MB in all, and each file at most 2 MB. Choose fewer or smaller files.",
  // Not in the spec: PATCH users/{id}/ with a profile_image that is not an image the user uploaded.
  profileImageInvalid: "Upload a valid image. The file you uploaded was either not an image or a corrupted image.",
  // Toasts (spec §8)
  loginSuccess: "Login Successfully",
  profileUpdated: "Profile updated successfully",
  tryAgain: "Please try again",
  somethingWrong: "Something went wrong. Please try again.",
  technologyCreated: "Technology Created Successfully",
  technologyUpdated: "Technology Updated Successfully",
  technologyDeleted: "Technology delete successfully",
  profileTypeCreated: "Profile Type Created Successfully",
  profileTypeUpdated: "Profile Type Updated Successfully",
  profileTypeDeleted: "Profile Type delete successfully",
  skillCreated: "Skill added successfully",
  skillUpdated: "Skill Updated Successfully",
  skillDeleted: "Skill delete successfully",
  subSkillCreated: "Sub skill added successfully",
  subSkillUpdated: "Sub skill updated successfully",
  subSkillDeleted: "Sub skill deleted successfully",
  roleCreated: "Role created successfully.",
  roleUpdated: "Role updated successfully.",
  roleDeleted: "Role deleted successfully",
  subAdminCreated: "Sub-Admin Created Successfull",
  subAdminUpdated: "Sub Admin Updated Successfully",
  subAdminDeleted: "SubAdmin delete successfully",
  planCreated: "Subscription plan created successfully",
  planUpdated: "Subscription plan updated successfully",
  // Empty states (spec §8).
  noRecords: "No Records Found",
  noOptions: "No Options found",
  noRoles: "No Roles",
  // DRF's ProhibitNullCharactersValidator: PostgreSQL text cannot hold NUL.
  nullCharacter: "Null characters are not allowed.",
  // A list naming one item twice (a language, a branch by its id...): refused on the later one.
  repeatedBranch: "This branch is already listed.",
  repeatedLanguage: "This language is already listed.",
  repeatedImage: "This image is already listed.",
  repeatedCertificate: "This certificate is already listed.",
  repeatedProject: "This project is already listed.",
} as const;

function throttleWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
