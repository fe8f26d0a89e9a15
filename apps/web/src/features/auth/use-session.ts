import type { PublicUser } from "@leadcoach/api/schemas";
import { trpc } from "../../lib/trpc";

export interface Session {
  /** The signed-in user; null when nobody is signed in (or the call failed). */
  user: PublicUser | null;
  /** True only until the first answer arrives. */
  isLoading: boolean;
}

/** The current user: fresh for 5 minutes (the "session" kind of `lib/freshness.ts`), never retried or refetched on focus or mount. */
export function useSession(): Session {
  const query = trpc.auth.session.useQuery(undefined, {
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}

/** The signed-in user, for components rendered only behind `RequireAuth`. */
export function useSignedInUser(): PublicUser {
  const { user } = useSession();
  if (!user) throw new Error("useSignedInUser() used outside a signed-in route");
  return user;
}
