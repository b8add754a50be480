// Any unknown path: the 404 page with a 404 status (spec §2).
export { default, loader, meta } from "./notfound";
