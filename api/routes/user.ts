// The signed-in user: details, profile update, permission codes.
import { Hono } from "hono";
import { messages } from "#contract/messages";
import { profileUpdateRequestSchema } from "#contract/user";
import { findOwnImage, mediaPath } from "../data/file";
import { findUserById, updateProfile, userDetails } from "../data/user";
import { ApiError, type ApiDeps, type AppEnv, fieldError, heldPermissions, idParam, notFound, parseBody, requireAuth } from "../http";

export function userRoutes(deps: ApiDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.get("/users/", auth, async (c) => c.json(userDetails(c.get("auth").user, heldPermissions(c))));

  // Only oneself: the profile screen edits the signed-in user (sub admins are issue 3's user-invitation/).
  app.patch("/users/:id/", auth, async (c) => {
    const id = idParam(c, "id");
    const { user } = c.get("auth");
    if (!(await findUserById(db, id))) throw notFound();
    if (id !== user.id) throw new ApiError(403, { detail: messages.permissionDenied });
    const body = await parseBody(c, profileUpdateRequestSchema);
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

  app.get("/user-permissions/", auth, async (c) => c.json(heldPermissions(c)));

  return app;
}
