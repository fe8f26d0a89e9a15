import { AdminOnly } from "../features/auth/admin-only";
import { ReviewCampaignsScreen } from "../features/review-campaigns/review-campaigns-screen";

export default function AdminReviewCampaignsPage() {
  return (
    <AdminOnly>
      <ReviewCampaignsScreen />
    </AdminOnly>
  );
}
