import { isAdminRole } from "@leadcoach/api/schemas";
import type { ReactNode } from "react";
import { AccessDenied } from "./access-denied";
import { useSession } from "./use-session";

interface AdminOnlyProps {
  children: ReactNode;
  /** The text of the 'Access Denied' screen non-admins see. */
  deniedMessage?: string;
}

/** Shows its children to admins and super admins only; the server refuses the data anyway. */
export function AdminOnly({ children, deniedMessage }: AdminOnlyProps) {
  const { user } = useSession();
  if (!isAdminRole(user?.role)) return <AccessDenied message={deniedMessage} />;
  return <>{children}</>;
}
