// A client's picture, names and contacts: the head of the client detail page and of its
// Assigned Agency Log dialog.
import type { Client } from "#contract/marketplace-user";
import { Avatar } from "~/ui/avatar";
import { DetailList } from "~/ui/detail-list";
import { ImageViewer } from "~/ui/image-viewer";
import { initials } from "~/utils/format";

export const clientFullName = (client: Pick<Client, "first_name" | "last_name">) => `${client.first_name} ${client.last_name}`.trim();

/** The profile image as a preview that opens full size; initials when there is none. */
export function ClientPicture({ client, size = "size-20 text-2xl" }: { client: Client; size?: string }) {
  const avatar = <Avatar src={client.profile_image} initials={initials(client.first_name, client.last_name, "?")} className={size} />;
  if (!client.profile_image) return avatar;
  return (
    <ImageViewer src={client.profile_image} alt={`Profile image of ${clientFullName(client) || client.uid}`} title="Profile Image" label="View profile image">
      {avatar}
    </ImageViewer>
  );
}

export function ClientProfile({ client, headingLevel: Heading = "h2" }: { client: Client; headingLevel?: "h2" | "h3" }) {
  return (
    <div className="flex flex-wrap items-start gap-6">
      <ClientPicture client={client} />
      <div className="min-w-0 flex-1">
        <Heading className="text-lg font-semibold text-gray-900 [overflow-wrap:anywhere]">{client.company?.name || clientFullName(client) || "-"}</Heading>
        <DetailList
          className="mt-3"
          columns={2}
          items={[
            { label: "User ID", value: client.uid },
            { label: "Full Name", value: clientFullName(client) },
            { label: "Email", value: client.email },
            { label: "Contact Number", value: client.contact_number },
            { label: "Location", value: client.city?.display_name ?? client.country?.name },
          ]}
        />
      </div>
    </div>
  );
}
