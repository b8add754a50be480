/**
 * An option of a list box with keyboard focus: a ring inside it, not only the faint background
 * that the pointer also gets. Solid named: the options' `outline-none` sets the style to none.
 */
export const FOCUS_VISIBLE_OPTION = "outline-solid outline-2 -outline-offset-2 outline-indigo-600";
