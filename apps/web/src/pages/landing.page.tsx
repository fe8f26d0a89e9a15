import { LandingView } from "../features/landing/landing-view";

export default function LandingPage() {
  return <LandingView />;
}
