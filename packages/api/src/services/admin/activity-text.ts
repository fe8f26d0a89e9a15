/** A recorded event as a sentence for the admin screens ("Completed lesson: Running 1:1s"). */
export function activityText(type: string, subject: string): string {
  switch (type) {
    case "assessment_taken":
      return subject;
    case "lesson_step":
      return `Worked on lesson: ${subject}`;
    case "lesson_completed":
      return `Completed lesson: ${subject}`;
    case "quiz_answered":
      return `Answered a quiz in: ${subject}`;
    case "role_play_completed":
      return `Practised a role-play in: ${subject}`;
    case "goal_progress":
      return `Made progress on goal: ${subject}`;
    case "goal_completed":
      return `Completed goal: ${subject}`;
    case "activity_attended":
      return `Attended: ${subject}`;
    case "sign_in":
      return "Signed in";
    default:
      return subject;
  }
}
