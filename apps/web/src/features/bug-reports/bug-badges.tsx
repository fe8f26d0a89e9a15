import type { BugSeverity, BugStatus } from "@leadcoach/api/schemas";
import { ToneBadge } from "../../components/tone-badge";
import { severityColors, severityLabels, statusColors, statusLabels } from "./bug-display";

export function SeverityBadge({ severity }: { severity: BugSeverity }) {
  return <ToneBadge color={severityColors[severity]}>{severityLabels[severity]}</ToneBadge>;
}

export function StatusBadge({ status }: { status: BugStatus }) {
  return <ToneBadge color={statusColors[status]}>{statusLabels[status]}</ToneBadge>;
}
