import type { SVGProps } from "react";

/** One stroke icon on the 24px grid, decorative: the control that holds it carries the name. */
export function SvgIcon({ path, className = "size-5", ...props }: { path: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      <path d={path} />
    </svg>
  );
}
