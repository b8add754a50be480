import type { SVGProps } from "react";

/**
 * One stroke icon on the 24px grid, decorative: the control that holds it carries the name. Its
 * stroke and fill come from `.stroke-icon` in tailwind.css, not attributes: a list page draws
 * dozens of icons, and each attribute is bytes and work for the server's render (decision 068).
 */
export function SvgIcon({ path, className = "size-5", ...props }: { path: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`stroke-icon ${className}`} {...props}>
      <path d={path} />
    </svg>
  );
}
