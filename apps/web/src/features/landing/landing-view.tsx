import { DocumentTitle } from "../../components/document-title";
import { AssessmentBreakdown } from "./assessment-breakdown";
import { BetaBanner } from "./beta-banner";
import { FeatureGrid } from "./feature-grid";
import { HeroSection } from "./hero-section";
import { TrialCallToAction } from "./trial-call-to-action";

/** The public landing page (/ when nobody is signed in). */
export function LandingView() {
  return (
    <>
      <DocumentTitle title="Leadership development for technical professionals" />
      <BetaBanner />
      <HeroSection />
      <FeatureGrid />
      <AssessmentBreakdown />
      <TrialCallToAction />
    </>
  );
}
