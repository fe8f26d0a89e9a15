import type { ColumnType, Generated } from "kysely";
import type {
  FeedbackRelationship,
  FeedbackRequestStatus,
  ReviewCycleStatus,
  ReviewerListStatus,
} from "../domain";
import type { CreatedAt, Id, JsonWithDefault, NullableTimestamp, Timestamp } from "./columns";

export interface PeerFeedbackRequestsTable {
  id: Id;
  requesterId: number;
  cycleId: number | null;
  reviewerEmail: string;
  reviewerName: string | null;
  relationship: FeedbackRelationship;
  status: ColumnType<FeedbackRequestStatus, FeedbackRequestStatus | undefined>;
  message: string | null;
  /** sha256 of the link token; the token itself is only ever in the e-mail. */
  tokenHash: string;
  expiresAt: Timestamp;
  completedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

export interface PeerFeedbackResponsesTable {
  id: Id;
  requestId: number;
  responses: JsonWithDefault<Record<string, unknown>>;
  overallRating: number;
  strengths: string | null;
  areasForImprovement: string | null;
  additionalComments: string | null;
  isAnonymous: Generated<boolean>;
  submittedAt: CreatedAt;
}

export interface Assessment360CyclesTable {
  id: Id;
  userId: number;
  title: string;
  description: string | null;
  status: ColumnType<ReviewCycleStatus, ReviewCycleStatus | undefined>;
  selfAssessmentCompleted: Generated<boolean>;
  targetResponseCount: Generated<number>;
  actualResponseCount: Generated<number>;
  startDate: CreatedAt;
  endDate: NullableTimestamp;
  completedAt: NullableTimestamp;
  createdAt: CreatedAt;
  /** When the subject last sent the cycle's one-click reminder (rate limit). */
  lastRemindedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The admin-run campaign this cycle belongs to, if any (one cycle per person per campaign). */
  campaignId: ColumnType<number | null, number | null | undefined, number | null>;
  /** A campaign cycle shows its subject no results before then (never live). */
  releaseAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** An admin-run 360 campaign for a program's participants or a group's members (one of them). */
export interface ReviewCampaignsTable {
  id: Id;
  name: string;
  programId: number | null;
  groupId: number | null;
  nominationDeadline: Timestamp;
  releaseAt: Timestamp;
  createdBy: number | null;
  createdAt: CreatedAt;
  closedAt: NullableTimestamp;
  /** When an admin last reminded the campaign's reviewers (once a day). */
  lastRemindedAt: NullableTimestamp;
  /** Participants with an active manager send their reviewer list to that manager first. */
  managerApproval: Generated<boolean>;
}

/** A campaign's counts, kept by triggers as cycles, invitations and answers change (see the migration). */
export interface ReviewCampaignCountsTable {
  campaignId: number;
  peopleCount: Generated<number>;
  nominatedCount: Generated<number>;
  invitedCount: Generated<number>;
  answeredCount: Generated<number>;
}

/** One reviewer of a list sent for approval, as the participant nominated them. */
export interface NominatedReviewer {
  reviewerEmail: string;
  reviewerName: string | null;
  relationship: FeedbackRelationship;
}

/** A campaign cycle's reviewer list sent to the participant's manager (one per cycle, the latest). */
export interface ReviewerListsTable {
  cycleId: number;
  status: ReviewerListStatus;
  reviewers: ColumnType<NominatedReviewer[], string, string>;
  /** The participant's message to their reviewers (never shown to the manager). */
  message: string | null;
  submittedAt: Timestamp;
  decidedAt: NullableTimestamp;
  /** The manager's note when they sent the list back. */
  returnNote: string | null;
}

/** The manager shares (active when the list was sent) whose manager may approve or return it. */
export interface ReviewerListApproversTable {
  cycleId: number;
  shareId: number;
}

/** What a 360 report pools: written only when at least 3 new answers join (see services/reviews-360). */
export interface Review360ReleasesTable {
  id: Id;
  cycleId: number;
  sequence: number;
  releasedAt: Timestamp;
  /** The pooled answers' ids (peer_feedback_responses.id). */
  responseIds: ColumnType<number[], string, string>;
  /** Per relationship group, the ids its own figures pool. */
  groupResponseIds: ColumnType<Partial<Record<FeedbackRelationship, number[]>>, string, string>;
  /** Per answer key, the mean of the valid ratings among the pooled answers: fixed with the pool. */
  ratingMeans: ColumnType<Record<string, number>, string | undefined, string>;
  atClose: Generated<boolean>;
}

export interface SelfAssessmentResponsesTable {
  id: Id;
  cycleId: number;
  userId: number;
  responses: ColumnType<Record<string, number>, string, string>;
  overallSelfRating: number | null;
  selfReflection: string | null;
  submittedAt: CreatedAt;
}
