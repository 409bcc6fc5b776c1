/**
 * The users page below its title (its route: route.tsx): the search, the last action's outcome,
 * the users with their buttons and the page links. The route loads this on the page's first
 * interaction (docs/decisions/085, 086); until then the search is the server's GET form, each
 * button a plain POST form answered by the page, the links plain links.
 */

import { FormAlert } from "~/components/form/fields";
import { FilterForm } from "~/routes/admin/parts/filter-form";
import { CursorPages } from "~/routes/admin/parts/list-pages";
import type { Route } from "./+types/route";
import { UserCard } from "./user-card";

export function UsersList({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { users, nextAfter, q, isFirstPage, currentUserId } = loaderData;
  return (
    <>
      <FilterForm
        id="user"
        fields={[{ name: "q", label: "Search by e-mail or name", value: q, isListSearch: true }]}
      />
      <div className="mt-4">
        {actionData?.ok ? (
          <p
            role="status"
            className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            {actionData.message}
          </p>
        ) : (
          <FormAlert>{actionData?.message}</FormAlert>
        )}
      </div>
      {users.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isFirstPage ? "No users match this search." : "No more users."}
        </p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label="Users">
          {users.map((user) => (
            <UserCard key={user.id} user={user} isSelf={user.id === currentUserId} />
          ))}
        </ul>
      )}
      <CursorPages
        label="User pages"
        search={{ q }}
        cursor={["after", nextAfter]}
        isFirstPage={isFirstPage}
        firstText="Newest users"
        nextText="Older users"
      />
    </>
  );
}
