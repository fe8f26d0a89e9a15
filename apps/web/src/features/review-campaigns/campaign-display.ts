import { reviewCampaignStatusLabels, type ReviewCampaignStatus } from "@leadcoach/api/schemas";

const timeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** 'Dec 21, 2026, 5:00 PM' in the browser's time zone. */
export function formatCampaignTime(iso: string | null): string {
  if (!iso) return "–";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

const statusColors: Record<ReviewCampaignStatus, string> = {
  nominating: "blue",
  collecting: "yellow",
  released: "green",
  closed: "gray",
};

export function campaignStatus(status: ReviewCampaignStatus): { label: string; color: string } {
  return { label: reviewCampaignStatusLabels[status], color: statusColors[status] };
}
