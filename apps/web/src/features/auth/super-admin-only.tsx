import type { ReactNode } from "react";
import { AccessDenied } from "./access-denied";
import { useSession } from "./use-session";

/** Shows its children to super admins only; others get 'Access Denied' (the server refuses the data anyway). */
export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.role !== "super_admin") return <AccessDenied />;
  return <>{children}</>;
}
