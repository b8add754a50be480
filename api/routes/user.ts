// The signed-in user: details, profile update, permission codes.
import type { Hono } from "hono";
import { messages } from "#contract/messages";
import { findOwnImage, mediaPath } from "../data/file";
import { findUserById, updateProfile, userDetails } from "../data/user";
import { endpoint } from "../endpoint";
import { ApiError, type ApiDeps, type AppEnv, fieldError, heldPermissions, notFound } from "../http";

export function userRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;

  endpoint(app, deps, "currentUser", async (c) => c.json(userDetails(c.get("auth").user, heldPermissions(c))));

  // Only oneself: the profile screen edits the signed-in user (sub admins are issue 3's user-invitation/).
  endpoint(app, deps, "updateUser", async (c, input) => {
    const { id } = input.params;
    const { user } = c.get("auth");
    if (!(await findUserById(db, id))) throw notFound();
    if (id !== user.id) throw new ApiError(403, { detail: messages.permissionDenied });
    const body = await input.body();
    let profileImage: string | null | undefined;
    // An empty string, like an absent field, keeps the current image; null removes it.
    if (body.profile_image === null) profileImage = null;
    else if (body.profile_image) {
      const storedName = await findOwnImage(db, user.id, body.profile_image);
      if (!storedName) throw fieldError("profile_image", messages.profileImageInvalid);
      profileImage = mediaPath(storedName);
    }
    const updated = await updateProfile(db, user.id, { firstName: body.first_name, lastName: body.last_name, profileImage });
    return c.json(userDetails(updated, heldPermissions(c)));
  });

  endpoint(app, deps, "userPermissions", async (c) => c.json(heldPermissions(c)));
}
