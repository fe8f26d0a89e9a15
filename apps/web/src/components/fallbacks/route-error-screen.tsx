import { useEffect } from "react";
import { useRouteError } from "react-router";
import { ApplicationErrorScreen } from "./application-error-screen";

/** The router's errorElement: any error while rendering or loading a route. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error("Route error", error);
  }, [error]);
  return <ApplicationErrorScreen />;
}
