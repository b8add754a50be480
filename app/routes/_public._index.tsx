// "/" is the login page too (spec §2).
export { action, default, meta } from "./_public.login";
