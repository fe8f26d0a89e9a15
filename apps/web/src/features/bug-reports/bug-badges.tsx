import { bugSeverityLabels, bugStatusLabels, type BugSeverity, type BugStatus } from "@leadcoach/api/schemas";
import { ToneBadge } from "../../components/tone-badge";
import { severityColors, statusColors } from "./bug-display";

export function SeverityBadge({ severity }: { severity: BugSeverity }) {
  return <ToneBadge color={severityColors[severity]}>{bugSeverityLabels[severity]}</ToneBadge>;
}

export function StatusBadge({ status }: { status: BugStatus }) {
  return <ToneBadge color={statusColors[status]}>{bugStatusLabels[status]}</ToneBadge>;
}
