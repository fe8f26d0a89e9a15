import { useEffect, useState } from "react";

/** The current time, renewed every `intervalMs`, so buttons that depend on it (Join) appear on time. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
