import { Button, ButtonLink } from "~/ui/button";

/** Cancel and the submit at the foot of the role and sub admin forms (its own module: the sub admin form does not ship the role form). */
export function FormButtons({ cancelHref, submitLabel, pending }: { cancelHref: string; submitLabel: string; pending: boolean }) {
  return (
    <div className="flex justify-end gap-3 border-t border-gray-100 pt-4">
      <ButtonLink to={cancelHref} variant="secondary">
        Cancel
      </ButtonLink>
      <Button type="submit" pending={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
