import { hashKey, useQueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useNavigate } from "react-router";
import { trpc } from "../../lib/trpc";
import { clearStoredUser } from "./stored-user";

/**
 * Signs out. Whether the call succeeds or fails, the stored user is cleared, every cached query is
 * dropped, the session becomes "nobody" and the browser goes to / (a failure is only logged).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const sessionKeyHash = hashKey(getQueryKey(trpc.auth.session, undefined, "query"));

  const logout = trpc.auth.logout.useMutation({
    onError: (error) => console.error("Sign out failed", error),
    onSettled: async () => {
      clearStoredUser();
      // Commit "/" before the session becomes null, or a signed-in-only page would first redirect to /login.
      await navigate("/", { flushSync: true });
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionKeyHash });
      utils.auth.session.setData(undefined, null);
    },
  });

  return { signOut: () => logout.mutate(), isSigningOut: logout.isPending };
}
