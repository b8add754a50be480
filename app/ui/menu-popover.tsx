import { useHref, useNavigate, useSubmit } from "@remix-run/react";
import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider, Text } from "react-aria-components";
import { cx } from "~/utils/cx";
import { Icon } from "./icons";
import { menuItemClassName, type MenuProps } from "./menu-entry";

/**
 * The menu with JavaScript (loaded after the page by app/ui/menu.tsx): react-aria's menu in a
 * popover rendered at the end of the document, so no table's box clips it; it flips above its
 * trigger when there is no room below. Arrow keys, Home/End and typeahead move between entries,
 * Escape closes it and gives focus back to the trigger. Links stay links (`<a href>`), followed by
 * Remix's router.
 */
export function PopoverMenu({ trigger, label, align = "right", triggerClassName, header, items }: MenuProps) {
  const navigate = useNavigate();
  const submit = useSubmit();
  return (
    <RouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
      <MenuTrigger>
        <Button
          aria-label={label}
          className={cx(
            // outline-none sets the outline's style to none: the focused state names its own (solid).
            "flex cursor-pointer items-center gap-2 rounded-lg outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-indigo-600 data-[focus-visible]:outline-solid",
            triggerClassName,
          )}
        >
          {trigger}
        </Button>
        <Popover
          placement={align === "right" ? "bottom end" : "bottom start"}
          offset={8}
          // Above the sticky headers (z-10, z-20) and the top bar (z-30) it may overlap when it flips.
          className="z-40 min-w-48 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg outline-none"
        >
          {header}
          <Menu aria-label={label} className="flex flex-col outline-none">
            {items.map((item) => {
              const icon = item.type !== "disabled" && item.icon ? <Icon name={item.icon} className="size-4 text-gray-600" /> : null;
              const className = cx(
                menuItemClassName,
                "cursor-pointer outline-none data-[focused]:bg-gray-100 data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-indigo-600 data-[focus-visible]:outline-solid",
              );
              switch (item.type) {
                case "link":
                  return (
                    <MenuItem key={item.label} id={item.label} href={item.href} textValue={item.label} className={className}>
                      {icon}
                      {item.label}
                    </MenuItem>
                  );
                case "post":
                  return (
                    <MenuItem
                      key={item.label}
                      id={item.label}
                      textValue={item.label}
                      className={className}
                      onAction={() => submit(null, { method: "post", action: item.action })}
                    >
                      {icon}
                      {item.label}
                    </MenuItem>
                  );
                case "disabled":
                  return (
                    <MenuItem
                      key={item.label}
                      id={item.label}
                      isDisabled
                      textValue={item.label}
                      className={cx(menuItemClassName, "cursor-not-allowed flex-col items-start gap-0 text-gray-500 hover:bg-transparent")}
                    >
                      <Text slot="label">{item.label}</Text>
                      <Text slot="description" className="text-xs text-gray-600">
                        {item.reason}
                      </Text>
                    </MenuItem>
                  );
              }
            })}
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
