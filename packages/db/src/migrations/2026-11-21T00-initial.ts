import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. Columns are snake_case; the app reads them
   camelCase through CamelCasePlugin. */
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return */

const id = (c: any) => c.primaryKey().generatedByDefaultAsIdentity();
const now = sql`now()`;

function inList(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", id)
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("password", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("username", "text")
    .addColumn("avatar", "text")
    .addColumn("job_title", "text")
    .addColumn("department", "text")
    .addColumn("company_name", "text")
    .addColumn("years_experience", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`years_experience >= 0`),
    )
    .addColumn("technical_background", "text", (c) =>
      c.check(
        inList("technical_background", [
          "engineering",
          "product",
          "design",
          "data",
          "devops",
          "qa",
          "management",
          "other",
        ]),
      ),
    )
    .addColumn("role", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("user")
        .check(inList("role", ["user", "admin", "super_admin"])),
    )
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("is_demo", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("notification_preferences", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("last_login_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);
  await db.schema.createIndex("users_created_at_idx").on("users").column("created_at").execute();
  await db.schema.createIndex("users_role_idx").on("users").column("role").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("sid", "text", (c) => c.primaryKey())
    .addColumn("sess", "jsonb", (c) => c.notNull())
    .addColumn("expire", "timestamptz", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("sessions_expire_idx").on("sessions").column("expire").execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "timestamptz", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("rate_limit_hits_pkey", ["key", "window_start"])
    .execute();
  await db.schema
    .createIndex("rate_limit_hits_window_idx")
    .on("rate_limit_hits")
    .column("window_start")
    .execute();

  await db.schema
    .createTable("skill_categories")
    .addColumn("id", "integer", id)
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("short_label", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("icon", "text")
    .addColumn("color", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("skills")
    .addColumn("id", "integer", id)
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("category_id", "integer", (c) =>
      c.notNull().references("skill_categories.id").onDelete("cascade"),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("assessment_questions", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("max_score", "integer", (c) => c.notNull().defaultTo(100))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("skills_category_id_idx").on("skills").column("category_id").execute();

  await db.schema
    .createTable("assessment_questions")
    .addColumn("id", "varchar(10)", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull().unique())
    .addColumn("category_id", "integer", (c) =>
      c.notNull().references("skill_categories.id").onDelete("cascade"),
    )
    .addColumn("skill_id", "integer", (c) => c.notNull().references("skills.id").onDelete("cascade"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("options", "jsonb", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("assessment_questions_category_idx")
    .on("assessment_questions")
    .column("category_id")
    .execute();
  await db.schema
    .createIndex("assessment_questions_skill_idx")
    .on("assessment_questions")
    .column("skill_id")
    .execute();

  await db.schema
    .createTable("assessments")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "varchar(50)", (c) => c.notNull().defaultTo("leadership"))
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("in_progress")
        .check(inList("status", ["in_progress", "completed"])),
    )
    .addColumn("total_score", "integer")
    .addColumn("max_score", "integer")
    .addColumn("overall_percent", "integer")
    .addColumn("category_scores", "jsonb")
    .addColumn("completed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("assessments_user_completed_idx")
    .on("assessments")
    .columns(["user_id", "completed_at"])
    .execute();
  await db.schema
    .createIndex("assessments_completed_at_idx")
    .on("assessments")
    .column("completed_at")
    .execute();

  await db.schema
    .createTable("assessment_results")
    .addColumn("id", "integer", id)
    .addColumn("assessment_id", "integer", (c) =>
      c.notNull().references("assessments.id").onDelete("cascade"),
    )
    .addColumn("skill_id", "integer", (c) => c.notNull().references("skills.id").onDelete("cascade"))
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("max_score", "integer", (c) => c.notNull())
    .addColumn("answers", "jsonb", (c) => c.notNull())
    .addColumn("needs_improvement", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex("assessment_results_assessment_idx")
    .on("assessment_results")
    .column("assessment_id")
    .execute();
  await db.schema
    .createIndex("assessment_results_skill_idx")
    .on("assessment_results")
    .column("skill_id")
    .execute();

  await db.schema
    .createTable("user_skills")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("skill_id", "integer", (c) => c.notNull().references("skills.id").onDelete("cascade"))
    .addColumn("current_score", "integer", (c) => c.notNull().check(sql`current_score between 0 and 100`))
    .addColumn("last_activity_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("user_skills_pkey", ["user_id", "skill_id"])
    .execute();
  await db.schema.createIndex("user_skills_skill_idx").on("user_skills").column("skill_id").execute();

  await db.schema
    .createTable("lessons")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull())
    .addColumn("skill_id", "integer", (c) => c.references("skills.id").onDelete("set null"))
    .addColumn("type", "varchar(50)", (c) => c.notNull().defaultTo("interactive"))
    .addColumn("difficulty", "varchar(20)", (c) =>
      c.notNull().check(inList("difficulty", ["beginner", "intermediate", "advanced"])),
    )
    .addColumn("estimated_minutes", "integer", (c) => c.notNull().check(sql`estimated_minutes > 0`))
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("badge", "text")
    .addColumn("prerequisites", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("objectives", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("lessons_skill_idx").on("lessons").column("skill_id").execute();

  await db.schema
    .createTable("user_lessons")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("lesson_id", "integer", (c) => c.notNull().references("lessons.id").onDelete("cascade"))
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("not_started")
        .check(inList("status", ["not_started", "in_progress", "completed"])),
    )
    .addColumn("progress", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress between 0 and 100`),
    )
    .addColumn("current_step", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("completed_at", "timestamptz")
    .addColumn("time_spent", "integer")
    .addColumn("rating", "integer", (c) => c.check(sql`rating between 1 and 5`))
    .addColumn("notes", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("user_lessons_user_lesson_key", ["user_id", "lesson_id"])
    .execute();
  await db.schema.createIndex("user_lessons_lesson_idx").on("user_lessons").column("lesson_id").execute();
  await db.schema
    .createIndex("user_lessons_completed_at_idx")
    .on("user_lessons")
    .column("completed_at")
    .execute();

  await db.schema
    .createTable("xp_awards")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("source_key", "text", (c) => c.notNull())
    .addColumn("points", "integer", (c) => c.notNull().check(sql`points >= 0`))
    .addColumn("badge", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("xp_awards_user_source_key", ["user_id", "source_key"])
    .execute();

  await db.schema
    .createTable("coaching_recommendations")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("skill_id", "integer", (c) => c.references("skills.id").onDelete("set null"))
    .addColumn("lesson_id", "integer", (c) => c.references("lessons.id").onDelete("set null"))
    .addColumn("type", "varchar(50)", (c) =>
      c.notNull().check(inList("type", ["daily_tip", "weekly_challenge", "skill_exercise", "general"])),
    )
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("priority", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("medium")
        .check(inList("priority", ["high", "medium", "low"])),
    )
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(inList("status", ["pending", "started", "completed"])),
    )
    .addColumn("due_date", "timestamptz")
    .addColumn("ai_metadata", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("coaching_recommendations_user_idx")
    .on("coaching_recommendations")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("coaching_recommendations_skill_idx")
    .on("coaching_recommendations")
    .column("skill_id")
    .execute();
  await db.schema
    .createIndex("coaching_recommendations_lesson_idx")
    .on("coaching_recommendations")
    .column("lesson_id")
    .execute();

  await db.schema
    .createTable("goals")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("skill_id", "integer", (c) => c.references("skills.id").onDelete("set null"))
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("target_score", "integer")
    .addColumn("current_score", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("target_date", "date")
    .addColumn("priority", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("medium")
        .check(inList("priority", ["high", "medium", "low"])),
    )
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("active")
        .check(inList("status", ["active", "completed", "paused"])),
    )
    .addColumn("progress_percentage", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress_percentage between 0 and 100`),
    )
    .addColumn("milestones", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("is_recent", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("completed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("goals_user_status_idx").on("goals").columns(["user_id", "status"]).execute();
  await db.schema.createIndex("goals_skill_idx").on("goals").column("skill_id").execute();
  await db.schema.createIndex("goals_target_date_idx").on("goals").column("target_date").execute();

  await db.schema
    .createTable("calendar_events")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("type", "varchar(50)", (c) =>
      c.notNull().check(inList("type", ["skill_practice", "lesson", "meeting", "other"])),
    )
    .addColumn("start_time", "timestamptz", (c) => c.notNull())
    .addColumn("end_time", "timestamptz", (c) => c.notNull())
    .addColumn("related_id", "integer", (c) => c.references("lessons.id").onDelete("set null"))
    .addColumn("meeting_url", "text")
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("scheduled")
        .check(inList("status", ["scheduled", "attended", "cancelled"])),
    )
    .addColumn("reminder_sent", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("calendar_events_end_after_start", sql`end_time > start_time`)
    .execute();
  await db.schema
    .createIndex("calendar_events_user_start_idx")
    .on("calendar_events")
    .columns(["user_id", "start_time"])
    .execute();
  await db.schema
    .createIndex("calendar_events_related_idx")
    .on("calendar_events")
    .column("related_id")
    .execute();
  await db.schema
    .createIndex("calendar_events_start_idx")
    .on("calendar_events")
    .column("start_time")
    .execute();

  await db.schema
    .createTable("calendar_feeds")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("progress_snapshots")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("snapshot_date", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("overall_score", "integer", (c) => c.notNull())
    .addColumn("skill_scores", "jsonb", (c) => c.notNull())
    .addColumn("completed_lessons", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active_goals", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("streak_days", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("progress_snapshots_user_date_idx")
    .on("progress_snapshots")
    .columns(["user_id", "snapshot_date"])
    .execute();

  await db.schema
    .createTable("admin_analytics")
    .addColumn("id", "integer", id)
    .addColumn("total_users", "integer", (c) => c.notNull())
    .addColumn("active_users", "integer", (c) => c.notNull())
    .addColumn("total_assessments", "integer", (c) => c.notNull())
    .addColumn("completed_lessons", "integer", (c) => c.notNull())
    .addColumn("avg_overall_score", "integer", (c) => c.notNull())
    .addColumn("record_date", "date", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("assessment_360_cycles")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("active")
        .check(inList("status", ["active", "completed", "cancelled"])),
    )
    .addColumn("self_assessment_completed", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("target_response_count", "integer", (c) => c.notNull().defaultTo(5))
    .addColumn("actual_response_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("start_date", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("end_date", "timestamptz")
    .addColumn("completed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("assessment_360_cycles_user_idx")
    .on("assessment_360_cycles")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("self_assessment_responses")
    .addColumn("id", "integer", id)
    .addColumn("cycle_id", "integer", (c) =>
      c.notNull().references("assessment_360_cycles.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("responses", "jsonb", (c) => c.notNull())
    .addColumn("overall_self_rating", "integer", (c) => c.check(sql`overall_self_rating between 1 and 5`))
    .addColumn("self_reflection", "text")
    .addColumn("submitted_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("self_assessment_responses_cycle_key", ["cycle_id"])
    .execute();
  await db.schema
    .createIndex("self_assessment_responses_user_idx")
    .on("self_assessment_responses")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("peer_feedback_requests")
    .addColumn("id", "integer", id)
    .addColumn("requester_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("cycle_id", "integer", (c) => c.references("assessment_360_cycles.id").onDelete("set null"))
    .addColumn("reviewer_email", "text", (c) => c.notNull())
    .addColumn("reviewer_name", "text")
    .addColumn("relationship", "varchar(20)", (c) =>
      c.notNull().check(inList("relationship", ["manager", "peer", "direct_report", "other"])),
    )
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(inList("status", ["pending", "completed", "expired"])),
    )
    .addColumn("message", "text")
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("completed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("peer_feedback_requests_requester_idx")
    .on("peer_feedback_requests")
    .columns(["requester_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("peer_feedback_requests_cycle_idx")
    .on("peer_feedback_requests")
    .column("cycle_id")
    .execute();
  await db.schema
    .createIndex("peer_feedback_requests_status_expires_idx")
    .on("peer_feedback_requests")
    .columns(["status", "expires_at"])
    .execute();

  await db.schema
    .createTable("peer_feedback_responses")
    .addColumn("id", "integer", id)
    .addColumn("request_id", "integer", (c) =>
      c.notNull().unique().references("peer_feedback_requests.id").onDelete("cascade"),
    )
    .addColumn("responses", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("overall_rating", "integer", (c) => c.notNull().check(sql`overall_rating between 1 and 5`))
    .addColumn("strengths", "text")
    .addColumn("areas_for_improvement", "text")
    .addColumn("additional_comments", "text")
    .addColumn("is_anonymous", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("submitted_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("bug_reports")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("severity", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("medium")
        .check(inList("severity", ["low", "medium", "high", "critical"])),
    )
    .addColumn("category", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("functionality")
        .check(inList("category", ["ui", "functionality", "performance", "data", "authentication", "other"])),
    )
    .addColumn("steps_to_reproduce", "text")
    .addColumn("expected_behavior", "text")
    .addColumn("actual_behavior", "text")
    .addColumn("browser_info", "text")
    .addColumn("device_info", "text")
    .addColumn("url", "text")
    .addColumn("screenshot", "text")
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("open")
        .check(inList("status", ["open", "in_progress", "resolved", "closed"])),
    )
    .addColumn("priority", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("medium")
        .check(inList("priority", ["low", "medium", "high", "critical"])),
    )
    .addColumn("assigned_to", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("resolution", "text")
    .addColumn("resolved_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("bug_reports_user_idx")
    .on("bug_reports")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema.createIndex("bug_reports_status_idx").on("bug_reports").column("status").execute();
  await db.schema.createIndex("bug_reports_severity_idx").on("bug_reports").column("severity").execute();
  await db.schema.createIndex("bug_reports_created_at_idx").on("bug_reports").column("created_at").execute();
  await db.schema.createIndex("bug_reports_assigned_idx").on("bug_reports").column("assigned_to").execute();

  await db.schema
    .createTable("bug_report_comments")
    .addColumn("id", "integer", id)
    .addColumn("bug_report_id", "integer", (c) =>
      c.notNull().references("bug_reports.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("comment", "text", (c) => c.notNull().check(sql`length(comment) >= 1`))
    .addColumn("is_internal", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("bug_report_comments_report_idx")
    .on("bug_report_comments")
    .columns(["bug_report_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("bug_report_comments_user_idx")
    .on("bug_report_comments")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("activity_events")
    .addColumn("id", "bigint", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "varchar(50)", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("detail", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("occurred_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("activity_events_user_time_idx")
    .on("activity_events")
    .columns(["user_id", "occurred_at"])
    .execute();
  await db.schema
    .createIndex("activity_events_time_idx")
    .on("activity_events")
    .column("occurred_at")
    .execute();

  await db.schema
    .createTable("notifications")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "varchar(50)", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("icon", "varchar(50)", (c) => c.notNull().defaultTo("bell"))
    .addColumn("action_url", "text")
    .addColumn("dedupe_key", "text")
    .addColumn("read_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("notifications_user_dedupe_key", ["user_id", "dedupe_key"])
    .execute();
  await db.schema
    .createIndex("notifications_user_created_idx")
    .on("notifications")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("email_outbox")
    .addColumn("id", "integer", id)
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(inList("status", ["pending", "sent"])),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("send_after", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("sent_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("email_outbox_pending_idx")
    .on("email_outbox")
    .columns(["status", "send_after"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "email_outbox",
    "notifications",
    "activity_events",
    "bug_report_comments",
    "bug_reports",
    "peer_feedback_responses",
    "peer_feedback_requests",
    "self_assessment_responses",
    "assessment_360_cycles",
    "admin_analytics",
    "progress_snapshots",
    "calendar_feeds",
    "calendar_events",
    "goals",
    "coaching_recommendations",
    "xp_awards",
    "user_lessons",
    "lessons",
    "user_skills",
    "assessment_results",
    "assessments",
    "assessment_questions",
    "skills",
    "skill_categories",
    "rate_limit_hits",
    "sessions",
    "users",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
